// Shows: a family's and its members' availability, repeated in the generated code and the module list.
import FlatTagged

// @available is repeated on the generated code; the module list names deprecated families and
// members without a warning, checks OS versions with #available, and leaves out what is
// unavailable, as for an enum's cases.

// @FlatTagged
@available(*, deprecated, message: "use Gizmo")
protocol Gadget: Codable, Sendable {}

// @FlatTagged
protocol Gizmo: Codable, Sendable {}

// @FlatTag("old")
@available(*, deprecated)
struct OldGizmo: Gizmo {}

// @FlatTag("new")
@available(macOS 12, iOS 15, *)
struct NewGizmo: Gizmo {}

// @FlatTag("gone")
@available(*, unavailable)
struct GoneGizmo: Gizmo {}

// @FlatTag("fine")
struct FineGizmo: Gizmo {}
