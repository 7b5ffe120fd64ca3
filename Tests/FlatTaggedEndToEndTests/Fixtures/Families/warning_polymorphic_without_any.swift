// Shows: the warning for a polymorphic property whose family type is written without `any`.
import FlatTagged

// @FlatTagged
protocol Gadget: Codable, Sendable {}

struct Drawer: Codable {
    @Polymorphic var fine: any Gadget
    @Polymorphic var alsoFine: [String: [(any Gadget)?]]
    // A family needs its existential: `Gadget` bare names no `any`.
    @Polymorphic var bare: [Gadget]
    @LossyPolymorphic var lossy: [Gadget]
}
