/// Checks family protocols, members and `@Polymorphic` properties (SPEC §13.3) and decides what
/// `FamilyEmitter` writes for them. Every rule that rejects a declaration gives a located error
/// here; the emitter never fails.
struct FamilyPlanner {
    private(set) var diagnostics: [Diagnostic] = []
    /// The file's flat families (no `content:`), by protocol name: a member that can't be an
    /// object can't stand beside their tag.
    private var flatFamilies: [String: String] = [:]

    /// Plans every family and member of a file.
    static func plan(_ declarations: FileDeclarations) -> (plan: FamilyFilePlan, diagnostics: [Diagnostic]) {
        var planner = FamilyPlanner()
        for family in declarations.families.protocols where family.marker.content == nil {
            planner.flatFamilies[family.header.name] = family.marker.key
        }
        var plan = FamilyFilePlan()
        for declaration in declarations.families.protocols {
            if let family = planner.plan(declaration) { plan.families.append(family) }
        }
        for declaration in declarations.families.members {
            if let member = planner.plan(declaration) { plan.members.append(member) }
        }
        // Only where FlatTagged's own wrapper is meant: another library may have a `Polymorphic`.
        if declarations.imports.contains(where: { $0.text.split(separator: " ").last?.hasPrefix("FlatTagged") == true }) {
            for property in declarations.families.polymorphicProperties {
                planner.check(property)
            }
        }
        return (plan, planner.diagnostics)
    }

    private mutating func error(_ message: String, at location: SourceLocation) {
        diagnostics.append(.error(message, at: location))
    }

    // MARK: - Shared rules

    /// Generated code lives in another file: the declaration must be reachable from there.
    private mutating func checkReachable(_ header: TypeHeader, role: String, at location: SourceLocation) {
        for problem in ReachRules.problems(
            "\(role) '\(header.name)'", conditionDepth: header.conditions.count, isLocal: header.isLocal,
            access: header.access, enclosingAccess: header.enclosingAccess)
        {
            error(problem, at: location)
        }
    }

    /// `public `, `package ` or "" for the header's access level.
    private static func accessModifier(_ header: TypeHeader) -> String {
        switch max(header.access ?? .internal, .internal) {
        case .public, .open: "public "
        case .package: "package "
        default: ""
        }
    }

    private static func typeName(_ header: TypeHeader) -> String {
        (header.outerPath + [header.name]).map(CodingPlanner.typeNameComponent).joined(separator: ".")
    }

    /// What the header's `@available` attributes mean for the module list, as for an enum's cases:
    /// nil for an unavailable declaration, which is left out as if it were not declared; an
    /// error for what can't be repeated faithfully.
    private mutating func availability(_ header: TypeHeader) -> CaseAvailability? {
        let availability = CaseAvailability(header.availability)
        for problem in availability.problems { error(problem.message, at: problem.location) }
        return availability.isUnavailable ? nil : availability
    }

    // MARK: - Families

    private mutating func plan(_ declaration: FamilyProtocolDeclaration) -> FamilyPlan? {
        let header = declaration.header
        let errorCount = diagnostics.count
        checkReachable(header, role: "@FlatTagged protocol", at: declaration.marker.location)
        let names = Set(
            header.inheritance.flatMap { $0.split(separator: "&") }.map { CodingPlanner.normalizedTypeName(String($0)) })
        let decodes = names.contains("Codable") || names.contains("Decodable")
        let encodes = names.contains("Codable") || names.contains("Encodable")
        if !decodes, !encodes {
            // The generator sees one file: a refinement through another protocol or a typealias
            // is invisible to it, and restating the conformance is always allowed.
            error(
                "@FlatTagged protocol '\(header.name)' must refine Codable, Decodable (a decode-only family) or Encodable (encode-only) in its own inheritance clause; add it there, even when it already refines it through another protocol or a typealias",
                at: declaration.marker.location)
        }
        if !declaration.marker.generatesKind {
            error(
                "'kind: none' applies to a @FlatTagged enum's generated Kind; a family generates none: remove the option",
                at: declaration.marker.location)
        }
        guard let availability = availability(header), diagnostics.count == errorCount else { return nil }
        return FamilyPlan(
            protocolName: Self.typeName(header), staticName: LowerCamelCase.identifier(header.name),
            accessModifier: Self.accessModifier(header), key: declaration.marker.key, naming: declaration.marker.naming,
            content: declaration.marker.content, decodes: decodes, encodes: encodes, conditions: header.conditions,
            availability: header.availability.map(\.text), availableCondition: availability.availableCondition,
            line: header.location.line, isDeprecated: availability.isDeprecated)
    }

    // MARK: - Members

    private mutating func plan(_ declaration: FamilyMemberDeclaration) -> MemberPlan? {
        let header = declaration.header
        let marker = declaration.marker
        let errorCount = diagnostics.count
        let role = marker.isFallback ? "the fallback" : "the member"
        checkReachable(header, role: "@FlatTag \(header.keyword)", at: marker.location)
        if !header.genericParameters.isEmpty {
            error(
                "@FlatTag \(header.keyword) '\(header.name)' is generic; a family member must be a concrete type: register each specialization by hand (extension \(header.name): FlatTaggedMember where …, listed in a FlatTaggedModule)",
                at: marker.location)
        }
        if marker.isMissing {
            error("'missing' applies to a case of a @FlatTagged enum, not to \(role) of a family", at: marker.location)
        }
        checkObjectShape(header, at: marker.location)
        if !marker.isFallback { checkLikelyEnumMarker(header, at: marker.location) }
        let tagging: MemberPlan.Tagging
        if marker.isFallback {
            if header.keyword != Keyword.struct.rawValue {
                error(
                    "the fallback of a family must be a struct with a stored property 'unknown: FlatTaggedUnknown'; '\(header.name)' is a\(header.keyword == "enum" || header.keyword == "actor" ? "n" : "") \(header.keyword)",
                    at: marker.location)
            } else if declaration.unknownProperty == nil {
                error(
                    "the fallback '\(header.name)' needs a stored property 'let unknown: FlatTaggedUnknown' to keep the object whose tag matched no member",
                    at: marker.location)
            }
            tagging = .fallback
        } else {
            let integerAliases = marker.integerAliases.filter { $0 }.count
            if marker.tagIsInteger {
                if integerAliases != marker.aliases.count {
                    error("'\(header.name)' has an integer tag; its aliases must be integer literals too", at: marker.location)
                }
                tagging = .integer(marker.tag ?? "0", aliases: marker.aliases)
            } else {
                if integerAliases > 0 {
                    error(
                        "'\(header.name)' has \(marker.tag == nil ? "no tag of its own" : "a string tag"); integer aliases need an integer tag, as in @FlatTag(2, aliases: [3])",
                        at: marker.location)
                }
                tagging = .string(marker.tag, aliases: marker.aliases)
            }
        }
        guard let availability = availability(header), diagnostics.count == errorCount else { return nil }
        return MemberPlan(
            typeName: Self.typeName(header), accessModifier: Self.accessModifier(header), tagging: tagging,
            conditions: header.conditions, availability: header.availability.map(\.text),
            availableCondition: availability.availableCondition, line: header.location.line,
            isDeprecated: availability.isDeprecated)
    }

    /// A raw-value enum encodes a single value (SPEC §13.5: a keyed container after it traps
    /// `JSONEncoder`), so it can't be a member of a flat family. Only families declared in this
    /// file are known to be flat; for others the runtime's encode guard throws instead.
    private mutating func checkObjectShape(_ header: TypeHeader, at location: SourceLocation) {
        guard header.keyword == Keyword.enum.rawValue,
            let rawType = header.inheritance.first.map(CodingPlanner.normalizedTypeName),
            CodingPlanner.rawValueTypes.contains(rawType)
        else { return }
        let names = header.inheritance.dropFirst().map(CodingPlanner.normalizedTypeName)
        guard let family = names.first(where: { flatFamilies[$0] != nil }), let key = flatFamilies[family] else { return }
        error(
            "'\(header.name)' has raw values of type \(rawType): it encodes a single value, not an object, so it cannot stand beside the \(StringLiteral.literal(key)) tag of the flat family '\(family)'; give the family a content key (// @FlatTagged(content: \"value\")) or make '\(header.name)' a struct",
            at: location)
    }

    /// The protocols of the standard library that an enum's inheritance clause may name without
    /// naming a family.
    static let standardProtocols: Set<String> = [
        "Codable", "Decodable", "Encodable", "Sendable", "Hashable", "Equatable", "Identifiable", "CaseIterable",
    ]

    /// `// @FlatTag` (a member) before an enum that names no family is most likely a typo for
    /// `// @FlatTagged`: the enum would silently keep Swift's synthesized format. A member whose
    /// family conformance is declared in another file names the family in its own clause.
    private mutating func checkLikelyEnumMarker(_ header: TypeHeader, at location: SourceLocation) {
        guard header.keyword == Keyword.enum.rawValue else { return }
        let names = header.inheritance.flatMap { $0.split(separator: "&") }.map { CodingPlanner.normalizedTypeName(String($0)) }
        guard names.allSatisfy(Self.standardProtocols.contains) else { return }
        diagnostics.append(
            .warning(
                "@FlatTag marks enum '\(header.name)' as a member of an open family, but \(names.isEmpty ? "it has no inheritance clause" : "its inheritance clause names no family, only standard-library protocols"), so FlatTagged codes none of its cases; did you mean '// @FlatTagged'? A member names its family in its own inheritance clause",
                at: location))
    }

    // MARK: - Properties

    /// `@Polymorphic var pet: Animal` decodes nothing: the wrapper looks up the family of an
    /// existential (`any Animal`), and `Animal` written bare in a type is one only by accident.
    private mutating func check(_ property: PolymorphicPropertyDeclaration) {
        guard let type = property.type else { return }
        let words = type.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") })
        guard !words.contains("any") else { return }
        diagnostics.append(
            .warning(
                "@\(property.wrapper) property '\(property.name)' has the type '\(type)', which names no family existential; write the protocol with 'any', as in 'any Animal', '(any Animal)?' or '[any Animal]'",
                at: property.location))
    }
}
