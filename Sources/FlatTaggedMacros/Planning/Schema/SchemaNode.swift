/// One schema of an enum's JSON as the runtime's `FlatTaggedSchemaBuilder` builds it: the tree
/// `SchemaShapes` decides from the plans, which the emitter writes as a template of builder calls
/// (`SchemaTemplate`) and `flat-tagged schema` evaluates itself (`SchemaDocument`).
indirect enum SchemaNode: Sendable, Equatable {
    /// A value of a type: `schema.string()`, `schema.value(T.self)`, ….
    case type(SchemaType)
    /// `schema.tag(…)`: one tag.
    case tag(Tag)
    /// `schema.tags([…])`: a tag and its aliases.
    case tags([Tag])
    case null
    case optional(SchemaNode)
    /// `schema.object([…], required: […], closed:)`.
    case object([Property], required: [String], closed: Bool)
    /// `schema.flattening(payload, into: object)`.
    case flattening(SchemaNode, into: SchemaNode)
    case anyOf([SchemaNode])
    /// `schema.requiring(keys, absent:, in:)`: `when:` and `unless:`.
    case requiring([String], absent: [String], SchemaNode)
    /// `schema.unknownTag(excluding:)`: a tag that is none of these; `integers` for an
    /// integer-tagged enum.
    case unknownTag(excluding: [Tag], integers: Bool)
    /// `schema.unknownKey(excluding:)`: an object with one key that is none of these.
    case unknownKey(excluding: [String])
    case anyValue
    case describing(SchemaNode, String)

    /// One property of an object.
    struct Property: Sendable, Equatable {
        var key: String
        var schema: SchemaNode
    }
}
