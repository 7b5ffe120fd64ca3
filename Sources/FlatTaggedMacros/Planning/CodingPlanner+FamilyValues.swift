/// Family values in a `// @FlatTagged` enum's cases (SPEC §13.1): a labeled value whose type
/// names `any` (`any Animal`, `(any Animal)?`, `[any Animal]`, `[String: any Animal]`) is coded
/// like a `@Polymorphic` property. An existential is never `Codable` itself, so this changes the
/// meaning of no value that compiles today.
extension CodingPlanner {
    /// True when a value's type, as written, names an existential: `any` as a whole word.
    static func isFamilyValue(_ type: String) -> Bool {
        type.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") }).contains("any")
    }

    /// Why an unlabeled single payload can't be a family value, or nil when it isn't one:
    /// a family value needs a key of its own, which only a label gives it.
    static func unlabeledFamilyValueProblem(_ type: String, caseName: String) -> String? {
        guard isFamilyValue(type) else { return nil }
        return
            "the payload of case '\(caseName)(\(type))' is a family value, which is coded under a key of its own; label it, as in 'case \(caseName)(value: \(type))'"
    }
}
