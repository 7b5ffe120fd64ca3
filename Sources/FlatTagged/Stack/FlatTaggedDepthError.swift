/// Why a value nested too deep for the current thread's stack was not decoded or encoded: the
/// underlying error of the `DecodingError.dataCorrupted` or `EncodingError.invalidValue` that
/// FlatTagged throws where the stack left is too short for one more level, before it can run
/// out (a stack that runs out ends the process, and no `catch` sees it).
///
/// ```swift
/// do {
///     _ = try JSONDecoder().decode(FlatTaggedValue.self, from: Data("[[[1]]]".utf8))
/// } catch DecodingError.dataCorrupted(let context) where context.underlyingError is FlatTaggedDepthError {
///     // Too deep for this thread: decode it on a thread with a larger stack, or refuse it.
/// }
/// ```
public struct FlatTaggedDepthError: Error, Sendable, Hashable, CustomStringConvertible {
    /// Whether the value was being decoded or encoded.
    public enum Direction: String, Sendable, Hashable {
        case decoding, encoding
    }

    /// Whether the value was being decoded or encoded.
    public let direction: Direction
    /// How many levels deep the value was nested where the stack ran short: the length of its
    /// coding path; nil if the path couldn't be read.
    public let depth: Int?
    /// The name of the type whose value was too deep, as messages write it: the generated
    /// enum (`Message`, `Outer.Inner`), the family (`Animal`), or `FlatTaggedValue` for a value
    /// inside an unknown object. Nil only for an error made by hand without one.
    public let typeName: String?
    /// The size of the thread's stack in bytes; nil if it couldn't be read.
    public let stackSize: Int?

    /// A depth error; for tests and for code that forwards one.
    public init(direction: Direction, depth: Int?, typeName: String?, stackSize: Int?) {
        self.direction = direction
        self.depth = depth
        self.typeName = typeName
        self.stackSize = stackSize
    }

    /// `Message: nested 290 levels deep: too deep to decode on this thread, whose stack
    /// (512 KB) has too little left; decode it on a thread with a larger stack`.
    public var description: String {
        let verb = direction == .decoding ? "decode" : "encode"
        let name = typeName.map { "\($0): " } ?? ""
        let nested = depth.map { "nested \($0) levels deep" } ?? "nested too deep"
        let stack = stackSize.map { " (\($0 / 1024) KB)" } ?? ""
        return "\(name)\(nested): too deep to \(verb) on this thread, whose stack\(stack) has too little left; "
            + "\(verb) it on a thread with a larger stack"
    }
}
