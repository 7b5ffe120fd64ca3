// Shows: comments that name the package in a sentence are prose, not markers, and get no warning.
import FlatTagged

// FlatTagged makes this enum flat; see the docs.
// @FlatTagged
enum Message {
    // FlatTag is how a case gets a tag of its own.
    case text(body: String)
}

struct Settings {
    // FlatTagged makes this enum flat; see the docs.
    var name: String
}

// flattagged, in any case, is prose too (FlatTagged(key:) is an option of the marker).
enum Plain {
    case a
}

// A comment that reads as a marker without its `@` warns only before a declaration
// (warning_near_misses shows that); before a statement it is prose.
func setUp() {
    // FlatTagged
    print("ready")
}
