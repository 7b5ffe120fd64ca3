/// The compile-time check of a type the generator can't read (a type of another module or
/// file, a class): the generated schema describes it by its `FlatTaggedSchemaProviding`
/// conformance at run time (`value(_:)`), which only the compiler can see. Generated code calls
/// `flatTaggedCheckDescribed(T.self)` at the case's line: the overload for a conforming type is
/// silent; the other is deprecated, so the compiler warns, at the user's case, exactly when the
/// type doesn't describe itself and the schema says "any value" for it.
extension FlatTaggedSchemaBuilder {
    /// Nothing: `type` describes itself (`FlatTaggedSchemaProviding`, a marked enum included).
    @_spi(FlatTaggedGenerated)
    @inlinable
    public func flatTaggedCheckDescribed<T: FlatTaggedSchemaProviding>(_ type: T.Type) {}

    /// Nothing, with a warning: `type` doesn't describe itself, and the schema says any value.
    @_spi(FlatTaggedGenerated)
    @inlinable
    @available(
        *, deprecated,
        message:
            "FlatTagged's JSON Schema can't read this case's type and it doesn't conform to FlatTaggedSchemaProviding, so the schema says any value for it; conform it to FlatTaggedSchemaProviding (in any module), or declare it in the enum's module as a struct with synthesized Codable and typed stored properties, or as a '// @FlatTagged(schema)' enum"
    )
    public func flatTaggedCheckDescribed<T>(_ type: T.Type) {}
}
