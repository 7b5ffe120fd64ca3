import FlatTagged
import Foundation

/// A family member that writes the family's key (`shape`) itself: its tag would replace it.
/// Its own file, as a member declared in another module would be.
// @FlatTag("shaped")
struct PromiseShaped: PromiseSketch, Equatable {
    var shape: String
    var id: String
}
