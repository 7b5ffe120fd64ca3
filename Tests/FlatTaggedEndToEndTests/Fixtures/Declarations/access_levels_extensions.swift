// Shows: an enum declared in an extension, whose members take the extension's access level.
import FlatTagged

// An enum declared in an extension takes the extension's access level unless it writes its own:
// the generated members follow, so a public enum in a `public extension` gets public members.

public enum Namespace {}

public extension Namespace {
    // @FlatTagged
    enum Event { case opened(id: Int) }

    // @FlatTagged
    internal enum Internal { case opened(id: Int) }

    struct Holder {
        // Declared in a struct, not in the extension: internal.
        // @FlatTagged
        enum Nested { case opened(id: Int) }
    }
}

package extension Namespace {
    // @FlatTagged(untagged)
    enum PackageEvent {
        case count(Int)
        case name(String)
    }
}
