// Shows: an indirect enum with attributes and doc comments around its marker and cases.
/// An expression tree.
///
/// - Note: doc comments may stand anywhere.
// @FlatTagged
@available(macOS 13, iOS 16, *)
@frozen
public indirect enum Expression: Sendable {
    /// A literal.
    @available(macOS 13, *)
    case number(value: Double)
    case sum(lhs: Expression, rhs: Expression)
    case zero, one
}
