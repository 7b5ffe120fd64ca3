/// The families and members one module declares: what a `FlatTaggedRegistry` is built from.
///
/// The plugin generates one per target (`FlatTaggedModule.core`, `.featureDogs`), internal types
/// included. By hand, as tests do with fakes:
///
/// ```swift
/// extension FlatTaggedModule {
///     static let mine = FlatTaggedModule("Mine", families: [.animal], members: [Dog.self, UnknownAnimal.self])
/// }
/// ```
public struct FlatTaggedModule: Sendable, CustomStringConvertible {
    /// The module's name, used in messages and to remove a module listed twice.
    public let name: String
    /// The families the module declares.
    public let families: [FlatTaggedFamily]
    /// The member and fallback types the module declares.
    public let members: [any FlatTaggedMember.Type]

    /// Lists a module's families and members.
    public init(_ name: String, families: [FlatTaggedFamily] = [], members: [any FlatTaggedMember.Type] = []) {
        self.name = name
        self.families = families
        self.members = members
    }

    /// The module's name.
    public var description: String { name }
}
