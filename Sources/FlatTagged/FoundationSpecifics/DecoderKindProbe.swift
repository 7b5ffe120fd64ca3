/// Asks a decoder what kind of value it holds, without a failed decode: the one place FlatTagged
/// reads a coder's private state (this folder holds what is specific to Foundation's coders).
///
/// `Decoder` has no such question, and every wrong guess costs an error whose coding path
/// Foundation builds in time quadratic in its depth: one guess per level of a document nested
/// 500 deep costs cubic time, 0.27 s for one such object. swift-foundation's `JSONDecoder` keeps
/// the values it is decoding on a stack (`values`, each a `JSONMap.Value`: `string`, `number`,
/// `bool`, `null`, `object`, `array`); reflection reads the top one's case.
///
/// `FlatTaggedValue` and untagged enums ask, and only below the depth where one wrong guess costs
/// more than reflection (about 8 µs); an untagged enum's error asks too, to name what it found. Anything this can't read (another decoder, another layout of
/// Foundation's) is `nil`, and the value is decoded by guesses as everywhere else: slower when
/// deep, never wrong. Only speed depends on it, never what is decoded; `FoundationCanaryTests`
/// fails the day a Foundation update changes what it reads.
enum DecoderKindProbe {
    static func kind(of decoder: any Decoder) -> JSONKind? {
        let mirror = Mirror(reflecting: decoder)
        guard mirror.displayStyle == .class, let values = mirror.descendant("values") else { return nil }
        let stack = Mirror(reflecting: values)
        guard stack.displayStyle == .collection else { return nil }
        let children = stack.children
        let count = children.count
        guard count > 0 else { return nil }
        let top = children[children.index(children.startIndex, offsetBy: count - 1)].value
        let value = Mirror(reflecting: top)
        guard value.displayStyle == .enum else { return nil }
        switch value.children.first?.label ?? String(describing: top) {
        case "string": return .string
        case "number": return .number
        case "bool": return .bool
        case "null": return .null
        case "object": return .object
        case "array": return .array
        default: return nil
        }
    }
}
