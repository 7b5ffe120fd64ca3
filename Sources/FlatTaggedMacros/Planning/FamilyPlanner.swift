/// Checks family protocols, members and `@Polymorphic` properties and decides what
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
        for family in declarations.families.protocols where family.marker.form.contentKey == nil {
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
        if declarations.imports.contains(where: { $0.text.split(separator: " ").last?.hasPrefix("FlatTagged") == true })
        {
            for property in declarations.families.polymorphicProperties {
                planner.check(property)
            }
        }
        return (plan, planner.diagnostics)
    }

    private mutating func error(_ message: DiagnosticMessage, at location: SourceLocation) {
        diagnostics.append(Diagnostic(message, at: location))
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

    private static func typeName(_ header: TypeHeader) -> String {
        SwiftNames.typeName(header.outerPath + [header.name])
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
            header.inheritance.flatMap { $0.split(separator: "&") }.map { SwiftNames.normalizedTypeName(String($0)) })
        let decodes = names.contains("Codable") || names.contains("Decodable")
        let encodes = names.contains("Codable") || names.contains("Encodable")
        if !decodes, !encodes {
            // The generator sees one file: a refinement through another protocol or a typealias
            // is invisible to it, and restating the conformance is always allowed.
            error(
                Messages.familyNeedsCodable(header.name),
                at: declaration.marker.location)
        }
        if !declaration.marker.generatesKind {
            error(
                Messages.kindNoneOnFamily,
                at: declaration.marker.location)
        }
        guard let availability = availability(header), diagnostics.count == errorCount else { return nil }
        return FamilyPlan(
            protocolName: Self.typeName(header), staticName: LowerCamelCase.identifier(header.name),
            accessModifier: SwiftNames.accessModifier(header.effectiveAccess), key: declaration.marker.key,
            naming: declaration.marker.naming,
            content: declaration.marker.form.contentKey, decodes: decodes, encodes: encodes,
            conditions: header.conditions,
            availability: header.availability.map(\.text), availableCondition: availability.availableCondition,
            line: header.location.line, isDeprecated: availability.isDeprecated)
    }

    // MARK: - Members

    private mutating func plan(_ declaration: FamilyMemberDeclaration) -> MemberPlan? {
        let header = declaration.header
        let marker = declaration.marker
        let errorCount = diagnostics.count
        checkReachable(header, role: "@FlatTag \(header.keyword)", at: marker.location)
        if !header.genericParameters.isEmpty {
            error(
                Messages.genericMember(header.name, keyword: header.keyword),
                at: marker.location)
        }
        if marker.isMissing {
            error(Messages.missingOnFamilyMember(isFallback: marker.isFallback), at: marker.location)
        }
        checkObjectShape(header, at: marker.location)
        if !marker.isFallback { checkLikelyEnumMarker(header, at: marker.location) }
        let tagging: MemberPlan.Tagging
        if marker.isFallback {
            if header.keyword != Keyword.struct.rawValue {
                error(
                    Messages.familyFallbackNotAStruct(header.name, keyword: header.keyword),
                    at: marker.location)
            } else if declaration.unknownProperty == nil {
                error(
                    Messages.familyFallbackWithoutUnknown(header.name),
                    at: marker.location)
            }
            tagging = .fallback
        } else {
            let integerAliases = marker.integerAliases.filter { $0 }.count
            if marker.tagIsInteger {
                if integerAliases != marker.aliases.count {
                    error(Messages.memberStringAliasOnIntegerTag(header.name), at: marker.location)
                }
                tagging = .integer(marker.tag?.text ?? "0", aliases: marker.aliases.map(\.text))
            } else {
                if integerAliases > 0 {
                    error(
                        Messages.memberIntegerAliasWithoutIntegerTag(header.name, hasTag: marker.tag != nil),
                        at: marker.location)
                }
                tagging = .string(marker.tag?.text, aliases: marker.aliases.map(\.text))
            }
        }
        guard let availability = availability(header), diagnostics.count == errorCount else { return nil }
        return MemberPlan(
            typeName: Self.typeName(header), accessModifier: SwiftNames.accessModifier(header.effectiveAccess),
            tagging: tagging,
            conditions: header.conditions, availability: header.availability.map(\.text),
            availableCondition: availability.availableCondition, line: header.location.line,
            isDeprecated: availability.isDeprecated)
    }

    /// A raw-value enum encodes a single value (and asking `JSONEncoder` for a keyed container
    /// after one traps), so it can't be a member of a flat family. Only families declared in this
    /// file are known to be flat; for others the runtime's encode guard throws instead.
    private mutating func checkObjectShape(_ header: TypeHeader, at location: SourceLocation) {
        guard header.keyword == Keyword.enum.rawValue,
            let rawType = header.inheritance.first.map(SwiftNames.normalizedTypeName),
            CodingPlanner.rawValueTypes.contains(rawType)
        else { return }
        let names = header.inheritance.dropFirst().map(SwiftNames.normalizedTypeName)
        guard let family = names.first(where: { flatFamilies[$0] != nil }), let key = flatFamilies[family] else {
            return
        }
        error(
            Messages.rawValueMemberOfFlatFamily(header.name, rawType: rawType, key: key, family: family),
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
        let names = header.inheritance.flatMap { $0.split(separator: "&") }.map {
            SwiftNames.normalizedTypeName(String($0))
        }
        guard names.allSatisfy(Self.standardProtocols.contains) else { return }
        diagnostics.append(
            Diagnostic(
                Messages.memberMarkerOnPlainEnum(header.name, hasInheritance: !names.isEmpty),
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
            Diagnostic(
                Messages.polymorphicWithoutExistential(wrapper: property.wrapper, property: property.name, type: type),
                at: property.location))
    }
}
