/// The structs of a module, read as synthesized `Codable` codes them: for each, the properties
/// it encodes and decodes, under their `CodingKeys` raw values. Built once from the declarations
/// of every file the generator is given for one module (one file when it is given one), so that
/// a flattened payload declared in another file is known (the located error when it writes a
/// label's key) and so that a JSON Schema can describe a struct.
///
/// A struct it can't read is absent, never guessed: one with its own `init(from:)` or
/// `encode(to:)` (in its body or an extension), a generic one, one whose body holds a property
/// the parser doesn't read, or whose `CodingKeys` has a raw value that is not a string literal.
package struct DeclaredStructs: Sendable {
    /// One property a struct's synthesized `Codable` codes.
    package struct Property: Sendable, Equatable {
        /// The property's name.
        package var name: String
        /// The key it is coded under: its `CodingKeys` raw value, else its name.
        package var key: String
        /// The type annotation as written, whitespace collapsed; nil without one.
        package var type: String?
        /// `T?`, `T!` or `Optional<T>`: decoding accepts a missing key or `null`.
        package var isOptional: Bool
        /// Whether decoding reads it: not a `let` with an initial value (which is still encoded).
        package var isDecoded: Bool
        /// The property's `///` or `/** */` comment, or nil.
        package var documentation: String?
    }

    /// A struct as its synthesized `Codable` codes it.
    package struct Model: Sendable {
        /// The full name, `Outer.Inner`.
        package var qualifiedName: String
        /// The struct's `///` or `/** */` comment, or nil.
        package var documentation: String?
        /// The coded properties, in declaration order.
        package var properties: [Property]
    }

    /// Every struct's model by full name path; nil for a struct that can't be read.
    var models: [[String]: Model?] = [:]
    /// The full name path of every type and typealias the files declare, structs included: what
    /// `qualifiedName(of:from:)` resolves a name against.
    var typePaths: Set<[String]> = []
    /// The full name path of every `// @FlatTagged(schema)` enum the files declare: a schema
    /// describes one by its own definition, wherever in the module it is declared.
    var schemaEnums: Set<[String]> = []
    /// The types that adopt `FlatTaggedSchemaProviding` where the files declare them.
    var schemaProviding: Set<[String]> = []

    /// No structs: what a generator that was given no declarations knows.
    package init() {}

    /// The structs `files` declare, `CodingKeys` applied wherever they are declared among them.
    package init(_ files: [FileDeclarations]) {
        var codingKeys: [[String]: EnumDeclaration] = [:]
        var customCoding: Set<[String]> = []
        for file in files {
            customCoding.formUnion(file.customCodingTypes)
            schemaProviding.formUnion(file.schemaProvidingTypes)
            for declaration in file.enums where declaration.name == "CodingKeys" && !declaration.isLocal {
                codingKeys[declaration.outerPath] = codingKeys[declaration.outerPath] ?? declaration
            }
        }
        for file in files {
            typePaths.formUnion(file.typePaths)
            for declaration in file.enums where !declaration.isLocal && declaration.marker?.generatesSchema == true {
                schemaEnums.insert(declaration.outerPath + [declaration.name])
            }
            for declaration in file.structs where models[declaration.path] == nil {
                models[declaration.path] = Self.model(
                    of: declaration, codingKeys: codingKeys[declaration.path],
                    isCustom: customCoding.contains(declaration.path))
            }
        }
    }

    /// The model of the struct `typeName` names (as written: `Env`, `Outer.Env`), looked up as
    /// Swift would from inside `scope` (a full name path: the enum that names it), innermost
    /// scope first; nil when no struct of that name was read or it can't be read.
    package func model(named typeName: String, from scope: [String] = []) -> Model? {
        let components = SwiftNames.normalizedTypeName(typeName).split(separator: ".").map {
            String($0.filter { $0 != "`" })
        }
        guard !components.isEmpty, components.allSatisfy({ SwiftNames.isPlainIdentifier($0) }) else { return nil }
        for depth in stride(from: scope.count, through: 0, by: -1) {
            if let found = models[Array(scope.prefix(depth)) + components] { return found }
        }
        return nil
    }

    /// Whether the type `typeName` names from inside `scope` (as for `model(named:from:)`) adopts
    /// `FlatTaggedSchemaProviding` in its header or an extension of the files: it is described by
    /// its conformance, never read.
    package func providesSchema(named typeName: String, from scope: [String] = []) -> Bool {
        let components = SwiftNames.normalizedTypeName(typeName).split(separator: ".").map {
            String($0.filter { $0 != "`" })
        }
        guard !components.isEmpty else { return false }
        return stride(from: scope.count, through: 0, by: -1).contains {
            schemaProviding.contains(Array(scope.prefix($0)) + components)
        }
    }

    /// The full name of the type `typeName` names (as written) from inside `scope`, when the
    /// files declare one: Swift looks its first component up innermost scope first. So `Inner`,
    /// written in `struct Outer` that declares `Inner`, is `Outer.Inner`; nil for a name the
    /// files don't declare (`Date`) and for a spelling that is not a plain name path.
    package func qualifiedName(of typeName: String, from scope: [String]) -> String? {
        let written = SwiftNames.normalizedTypeName(typeName).split(separator: ".").map(String.init)
        let components = written.map { $0.filter { $0 != "`" } }
        guard let first = components.first, components.allSatisfy({ SwiftNames.isPlainIdentifier($0) }) else {
            return nil
        }
        for depth in stride(from: scope.count, through: 0, by: -1)
        where typePaths.contains(Array(scope.prefix(depth)) + [first]) {
            return (Array(scope.prefix(depth)) + written).joined(separator: ".")
        }
        return nil
    }

    /// The full name of the `// @FlatTagged(schema)` enum `typeName` names from inside `scope`
    /// (see `qualifiedName(of:from:)`), or nil when it names none.
    package func schemaEnumName(of typeName: String, from scope: [String]) -> String? {
        guard let qualified = qualifiedName(of: typeName, from: scope),
            schemaEnums.contains(qualified.split(separator: ".").map { String($0.filter { $0 != "`" }) })
        else { return nil }
        return qualified
    }

    private static func model(of declaration: StructDeclaration, codingKeys: EnumDeclaration?, isCustom: Bool)
        -> Model?
    {
        guard declaration.isReadable, !isCustom else { return nil }
        var keys: [String: String]?
        if let codingKeys {
            var mapped: [String: String] = [:]
            for codingKey in codingKeys.cases {
                guard codingKey.associatedValues == nil else { return nil }
                if codingKey.rawValue != nil {
                    guard let value = codingKey.rawStringValue else { return nil }
                    mapped[codingKey.name] = value
                } else {
                    mapped[codingKey.name] = codingKey.name
                }
            }
            keys = mapped
        }
        var properties: [Property] = []
        for property in declaration.properties {
            // A property `CodingKeys` leaves out is not coded (it must have an initial value).
            var key = property.name
            if let keys {
                guard let mapped = keys[property.name] else { continue }
                key = mapped
            }
            properties.append(
                Property(
                    name: property.name, key: key, type: property.type,
                    isOptional: property.type.map { SwiftNames.isOptional(SwiftNames.normalizedTypeName($0)) }
                        ?? false,
                    isDecoded: property.isDecoded, documentation: property.documentation))
        }
        return Model(
            qualifiedName: declaration.path.joined(separator: "."), documentation: declaration.documentation,
            properties: properties)
    }
}
