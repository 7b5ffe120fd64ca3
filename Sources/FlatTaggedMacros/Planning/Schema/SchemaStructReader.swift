/// Reads the structs an enum's schema names (`DeclaredStructs`' models) into `StructSchema`s,
/// once each: a struct that names itself, directly or through another, refers to its own
/// `$defs` entry.
///
/// A struct is an object with one property per coded key, as synthesized `Codable` codes it:
/// what encoding writes and decoding accepts. A property is required when decoding requires it
/// (decoded and not optional). A `let` with an initial value is encoded but never decoded: it
/// is a property of its type that is not required (the strict subset requires every property,
/// and decoding ignores the value a client sends).
final class SchemaStructReader {
    private let structs: DeclaredStructs
    /// Resolves a name inside a struct that is no struct the model reads (a marked enum), or nil.
    private let other: (String) -> SchemaType?
    /// The structs read so far, in the order first met.
    private(set) var schemas: [StructSchema] = []
    /// The type each struct's properties hold, the same order as `schemas`.
    private var propertyTypes: [[SchemaType]] = []
    private var indices: [String: Int] = [:]
    /// The names a struct's property types hold that nothing here reads, in the order met;
    /// taken (and emptied) by `takeUnread()`.
    private var unread: [String] = []

    init(structs: DeclaredStructs, other: @escaping (String) -> SchemaType?) {
        self.structs = structs
        self.other = other
    }

    /// The struct `type` names as Swift would look it up from `scope` (a full name path), or nil
    /// when the model doesn't read one of that name.
    func schema(of type: String, from scope: [String]) -> SchemaType? {
        // A type that describes itself by hand is described by its conformance at run time.
        if structs.providesSchema(named: type, from: scope) { return .runtime(type) }
        guard let model = structs.model(named: type, from: scope) else { return nil }
        if let index = indices[model.qualifiedName] {
            return .declaredStruct(index: index, typeName: model.qualifiedName)
        }
        let index = schemas.count
        indices[model.qualifiedName] = index
        schemas.append(StructSchema(typeName: model.qualifiedName, body: .anyValue))
        propertyTypes.append([])
        let path = model.qualifiedName.split(separator: ".").map(String.init)
        var properties: [SchemaNode.Property] = []
        var required: [String] = []
        var types: [SchemaType] = []
        for property in model.properties {
            var type = SchemaType.anyValue
            if let written = property.type {
                var reader = SchemaTypeReader { [unowned self] name in
                    self.schema(of: name, from: path) ?? self.resolved(name, from: path)
                }
                type = reader.read(written)
                for name in reader.unread where !unread.contains(name) { unread.append(name) }
            }
            types.append(type)
            let node = SchemaNode.type(type)
            properties.append(
                .init(key: property.key, schema: property.documentation.map { .describing(node, $0) } ?? node))
            if property.isDecoded, !property.isOptional { required.append(property.key) }
        }
        let object = SchemaNode.object(properties, required: required, closed: false)
        schemas[index].body = model.documentation.map { .describing(object, $0) } ?? object
        propertyTypes[index] = types
        return .declaredStruct(index: index, typeName: model.qualifiedName)
    }

    /// A name in the struct at `path` that is no struct the model reads: a type the module
    /// declares is spelled by its full name, found from the struct's scope innermost first (the
    /// generated code stands in the enum's scope), and described at run time when nothing here
    /// reads it (remembered for the warning); another name is resolved from the enum's scope.
    private func resolved(_ name: String, from path: [String]) -> SchemaType? {
        guard let qualified = structs.qualifiedName(of: name, from: path) else { return other(name) }
        if let found = other(qualified) ?? schemaEnum(qualified, from: []) { return found }
        if !unread.contains(qualified) { unread.append(qualified) }
        return .runtime(qualified)
    }

    /// The `// @FlatTagged(schema)` enum of the module (of another file too) that `name` names
    /// from `scope`, described at run time by its definition and spelled by its full name.
    func schemaEnum(_ name: String, from scope: [String]) -> SchemaType? {
        structs.schemaEnumName(of: name, from: scope).map { .runtime($0) }
    }

    /// The names met since the last call that nothing here reads.
    func takeUnread() -> [String] {
        defer { unread = [] }
        return unread
    }

    /// True when `type` is or holds (through the structs read) a type `test` is true of.
    func holds(_ type: SchemaType, _ test: (SchemaType) -> Bool) -> Bool {
        var visited: Set<Int> = []
        return holds(type, test, &visited)
    }

    private func holds(_ type: SchemaType, _ test: (SchemaType) -> Bool, _ visited: inout Set<Int>) -> Bool {
        switch type {
        case .declaredStruct(let index, _):
            guard visited.insert(index).inserted, index < propertyTypes.count else { return false }
            return propertyTypes[index].contains { holds($0, test, &visited) }
        case .array(let element), .optional(let element), .dictionary(let element):
            return test(type) || holds(element, test, &visited)
        default:
            return test(type)
        }
    }
}
