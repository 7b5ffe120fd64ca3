/// A struct as `DeclarationParser` found it outside code: its stored properties as synthesized
/// `Codable` would code them. `DeclaredStructs` (Planning) applies `CodingKeys` and decides
/// whether the struct can be read at all.
package struct StructDeclaration: Sendable {
    /// The struct's name, without backticks.
    package var name: String
    /// The names of the enclosing types and extended types, outermost first.
    package var outerPath: [String]
    /// The `#if` clauses enclosing the struct, outermost first.
    package var conditions: [ConditionalClause]
    /// The `///` or `/** */` comment before the struct, its markup's text, or nil.
    package var documentation: String?
    /// The stored properties of the struct's body, in declaration order: `let`/`var`, not
    /// `static`, not `lazy`, not computed. Extensions add none.
    package var properties: [StoredProperty] = []
    /// False when the body holds a property the parser can't read (`let (a, b) = …`,
    /// `var a, b: Int`): nothing is assumed about such a struct.
    package var isReadable = true
    /// Where the `struct` keyword stands.
    let location: SourceLocation

    /// The full name path: `["Outer", "Inner"]`.
    package var path: [String] { outerPath + [name] }
}

/// One stored property of a struct: `/// doc` `var name: Type = initial`.
package struct StoredProperty: Sendable, Equatable {
    /// The property's name, without backticks.
    package var name: String
    /// The type annotation as written, whitespace collapsed; nil without one (`let x = 3`).
    package var type: String?
    /// True for `let`.
    package var isConstant: Bool
    /// True when the declaration gives an initial value (`= 3`).
    package var hasInitialValue: Bool
    /// The `///` or `/** */` comment before the property, its markup's text, or nil.
    package var documentation: String?
    /// The `#if` clauses inside the struct's body that enclose the property, outermost first.
    package var conditions: [ConditionalClause]
    let location: SourceLocation

    /// Whether synthesized `Decodable` reads it: not a `let` with an initial value (the compiler
    /// warns that it won't be decoded); such a property is still encoded.
    package var isDecoded: Bool { !(isConstant && hasInitialValue) }
}
