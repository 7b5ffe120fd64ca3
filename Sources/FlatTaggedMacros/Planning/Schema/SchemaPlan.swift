/// What `// @FlatTagged(schema)` adds to an enum's plan: the schema type of every value of every
/// case, beside the coding plan that says where each stands on the wire.
struct SchemaPlan: Sendable, Equatable {
    /// One entry per case of the coding plan, in the same order.
    var cases: [SchemaCasePlan]
    /// The enum's `description`, from its doc comment; nil without one.
    var description: String? = nil
    /// The structs the generator read that the cases' types name (directly or through another
    /// struct), each a `$defs` entry; `SchemaType.declaredStruct` refers to them by index.
    var structs: [StructSchema] = []
}

/// A struct read by the generator, as its synthesized `Codable` codes it: an object with a
/// property per coded key.
struct StructSchema: Sendable, Equatable {
    /// The struct's full name (`Outer.Env`), as generated code names it and as `$defs` does.
    var typeName: String
    /// The object: `.object(…)`, or `.describing(.object(…), doc)`.
    var body: SchemaNode
}

/// The schema types of one case's values.
struct SchemaCasePlan: Sendable, Equatable {
    /// A single unlabeled payload's type; nil for a case without one.
    var payload: SchemaType? = nil
    /// One type per labeled value of the coding plan (the flattened payload's included), in the
    /// same order.
    var values: [SchemaType] = []
    /// The case's `description`, from its doc comment; nil without one.
    var description: String? = nil
    /// The names the generator can't read (of another module or file, a class), described at run
    /// time: generated code checks each at the case's `line` (`flatTaggedCheckDescribed`), and
    /// the compiler warns there about one that doesn't describe itself.
    var unreadTypes: [String] = []
    /// The case's line in the enum's file.
    var line: Int = 0
}
