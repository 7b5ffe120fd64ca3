// Shows: the errors for members the generated code can't reach, tags a member can't take, stray markers.
import FlatTagged

// @FlatTagged
protocol Part: Codable, Sendable {}

// @FlatTag("private")
private struct PrivatePart: Part {}

private enum Outer {
    // @FlatTag("inner")
    struct InnerPart: Part {}
}

// @FlatTag("generic")
struct GenericPart<T: Codable & Sendable>: Part { var value: T }

struct Box<T> {
    // @FlatTag("nested")
    struct NestedInGeneric: Part {}
}

func build() {
    // @FlatTag("local")
    struct LocalPart: Part {}
}

// @FlatTag("gone", missing)
struct MissingPart: Part {}

// @FlatTag("text", aliases: [2])
struct MixedPart: Part {}

// @FlatTag(4, aliases: ["four"])
struct MixedIntegerPart: Part {}

// @FlatTag(aliases: [9])
struct IntegerAliasesOnly: Part {}

// @FlatTag()
struct EmptyMarker: Part {}

// @FlatTag("ext")
extension Int {}

// @FlatTag("var")
var stray = 1

// A raw-value enum encodes a single value: it can't stand beside a flat family's tag.
// @FlatTagged(key: "kind")
protocol Shape: Codable {}

// @FlatTag("size")
enum Size: Int, Shape { case small, large }
