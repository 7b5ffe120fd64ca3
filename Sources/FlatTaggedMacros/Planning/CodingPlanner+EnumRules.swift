/// The rules for a marked enum as a whole, before its cases: generated code must reach it, a
/// raw-value enum already has a Codable form, an enum without cases has nothing to tag, and a
/// nested type must not capture a module name the generated code qualifies names with. Also what
/// its inheritance clause says about the conformance.
extension CodingPlanner {
    /// The module names that qualify every name the generated code uses (`Swift.String`,
    /// `FlatTagged.FlatTaggedUnknown`): a nested type of the enum with one of these names would
    /// capture them.
    static let reservedNames: Set<String> = ["Swift", "FlatTagged"]

    /// The raw types that give an enum raw values (and a Codable form of its own).
    static let rawValueTypes: Set<String> = [
        "String", "Character", "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32",
        "UInt64", "Float", "Double",
    ]

    /// Reports what keeps a marked enum from being generated at all.
    mutating func checkEnum(_ declaration: EnumDeclaration, marker: TypeMarker) {
        let deepest = max(declaration.conditions.count, declaration.cases.map(\.conditions.count).max() ?? 0)
        for problem in ReachRules.problems(
            "@FlatTagged enum '\(declaration.name)'", conditionDepth: deepest, isLocal: declaration.isLocal,
            access: declaration.access, enclosingAccess: declaration.enclosingAccess)
        {
            report(problem, at: marker.location)
        }
        if let rawType = declaration.inheritance.first.map(SwiftNames.normalizedTypeName),
            Self.rawValueTypes.contains(rawType)
        {
            report(Messages.rawValueType(declaration.name, rawType: rawType), at: marker.location)
        } else if let rawCase = declaration.cases.first(where: { $0.rawValue != nil }) {
            report(Messages.rawValues(declaration.name), at: rawCase.location)
        }
        if declaration.cases.isEmpty {
            report(Messages.noCases(declaration.name), at: marker.location)
        }
        // The enum's attributes are repeated as written, so one Swift can't parse would break the
        // generated code; the rest (`obsoleted:`, Swift versions) is repeated faithfully.
        for malformed in AvailabilityArgumentSyntax.malformedArguments(in: declaration.availability) {
            report(
                Messages.availabilityMalformedArgument(malformed.argument, of: malformed.attribute.text),
                at: malformed.attribute.location)
        }
        for suppressed in Self.inheritedNames(declaration.inheritance) where suppressed.hasPrefix("~") {
            // `~Copyable`, `~Escapable`: Codable's requirements take and return plain values.
            report(Messages.suppressedConformance(declaration.name, suppressed: suppressed), at: marker.location)
        }
        for nested in declaration.nestedTypes.map(\.name) where Self.reservedNames.contains(nested) {
            report(Messages.nestedTypeCapturesModuleName(declaration.name, nested: nested), at: marker.location)
        }
    }

    /// Every name of an inheritance clause, compositions split: `Decodable & Sendable` gives
    /// `Decodable` and `Sendable`; `Swift.` and `Foundation.` prefixes and whitespace removed.
    static func inheritedNames(_ inheritance: [String]) -> [String] {
        inheritance.flatMap { $0.split(separator: "&") }.map { SwiftNames.normalizedTypeName(String($0)) }
    }

    /// The directions an enum is coded in, from the protocols its inheritance clause names.
    struct Conformances {
        /// True when the inheritance clause names `Codable`, `Decodable` or `Encodable`.
        var isDeclared: Bool
        var decodes: Bool
        var encodes: Bool

        /// Reads `Codable`, `Decodable`, `Encodable` and compositions (`Decodable & Sendable`);
        /// without any of them, both directions.
        init(_ inheritance: [String]) {
            let names = Set(CodingPlanner.inheritedNames(inheritance))
            let codable = names.contains("Codable")
            let decodable = codable || names.contains("Decodable")
            let encodable = codable || names.contains("Encodable")
            isDeclared = decodable || encodable
            decodes = isDeclared ? decodable : true
            encodes = isDeclared ? encodable : true
        }
    }
}
