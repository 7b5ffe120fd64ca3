/// Family values in a `// @FlatTagged` enum's cases: a labeled value whose type
/// names `any` (`any Animal`, `(any Animal)?`, `[any Animal]`, `[String: any Animal]`) is coded
/// like a `@Polymorphic` property. An existential is never `Codable` itself, so this changes the
/// meaning of no value that compiles today.
extension CodingPlanner {
    /// True when a value's type, as written, names an existential: `any` as a whole word.
    static func isFamilyValue(_ type: String) -> Bool {
        type.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") }).contains("any")
    }
}
