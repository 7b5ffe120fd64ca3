/// Checks a marked enum against what FlatTagged supports and decides everything the emitter
/// needs: tags, the coding form of each case, access, conformances, generic constraints.
///
/// Every rule that rejects a declaration gives a located error here; the emitter never fails.
struct CodingPlanner {
    private var diagnostics: [Diagnostic] = []
    /// The file's types by name: flat payloads are checked against them.
    private let file: DeclaredTypes

    /// How deeply `#if` blocks may nest around an enum, its cases and its file's imports: the
    /// generated code repeats them, and no real code comes near this.
    static let maximumConditionalDepth = 64

    /// The module names that qualify every name the generated code uses (`Swift.String`,
    /// `FlatTagged.FlatTaggedUnknown`): a nested type of the enum with one of these names would
    /// capture them.
    static let reservedNames: Set<String> = ["Swift", "FlatTagged"]

    /// Payload types that are not keyed objects, so they cannot stand beside the tag in the flat form.
    static let nonObjectTypes: Set<String> = [
        "Int", "Int8", "Int16", "Int32", "Int64", "Int128", "UInt", "UInt8", "UInt16", "UInt32", "UInt64",
        "UInt128", "Float", "Float16", "Float80", "Double", "Bool", "String", "Substring", "Character",
        "Decimal", "Date", "Data", "URL", "UUID", "CGFloat",
    ]

    static let rawValueTypes: Set<String> = [
        "String", "Character", "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32",
        "UInt64", "Float", "Double",
    ]

    /// Plans every marked enum of a file; reports case markers on unmarked enums.
    static func plan(_ declarations: FileDeclarations, sourcePath: String?) -> (plans: [CodingPlan], diagnostics: [Diagnostic]) {
        var planner = CodingPlanner(file: declarations)
        var plans: [CodingPlan] = []
        for declaration in declarations.enums {
            if declaration.marker == nil {
                for enumCase in declaration.cases {
                    if let marker = enumCase.marker {
                        planner.error(
                            "@FlatTag applies to cases of a @FlatTagged enum; mark '\(declaration.name)' with // @FlatTagged",
                            at: marker.location)
                    }
                }
                continue
            }
            if let plan = planner.plan(declaration, sourcePath: sourcePath) { plans.append(plan) }
        }
        return (plans, planner.diagnostics)
    }

    private init(file: FileDeclarations) {
        self.file = DeclaredTypes(file)
    }

    /// Reports an error, for the planner's extensions.
    mutating func report(_ message: String, at location: SourceLocation) {
        error(message, at: location)
    }

    private mutating func error(_ message: String, at location: SourceLocation) {
        diagnostics.append(.error(message, at: location))
    }

    private mutating func plan(_ declaration: EnumDeclaration, sourcePath: String?) -> CodingPlan? {
        guard let marker = declaration.marker else { return nil }
        let errorCount = diagnostics.count
        let enumName = declaration.qualifiedName

        let deepest = max(declaration.conditions.count, declaration.cases.map(\.conditions.count).max() ?? 0)
        for problem in ReachRules.problems(
            "@FlatTagged enum '\(declaration.name)'", conditionDepth: deepest, isLocal: declaration.isLocal,
            access: declaration.access, enclosingAccess: declaration.enclosingAccess)
        {
            error(problem, at: marker.location)
        }
        let normalizedInheritance = declaration.inheritance.map(Self.normalizedTypeName)
        if let rawType = normalizedInheritance.first, Self.rawValueTypes.contains(rawType) {
            error(
                "@FlatTagged enum '\(declaration.name)' has raw values of type \(rawType); raw-value enums already have a Codable form: remove the marker or the raw type",
                at: marker.location)
        } else if let rawCase = declaration.cases.first(where: { $0.rawValue != nil }) {
            error("@FlatTagged enum '\(declaration.name)' has raw values; remove the marker or the raw values", at: rawCase.location)
        }
        if declaration.cases.isEmpty {
            error("@FlatTagged enum '\(declaration.name)' has no cases; there is nothing to tag", at: marker.location)
        }
        let inheritedNames = normalizedInheritance.flatMap { $0.split(separator: "&").map { Self.normalizedTypeName(String($0)) } }
        for suppressed in inheritedNames where suppressed.hasPrefix("~") {
            // `~Copyable`, `~Escapable`: Codable's requirements take and return plain values.
            error(
                "@FlatTagged enum '\(declaration.name)' is declared '\(suppressed)', and the Codable conformance FlatTagged generates requires \(suppressed.dropFirst()) types; remove '\(suppressed)' or the marker",
                at: marker.location)
        }
        for nested in declaration.nestedTypes.map(\.name) where Self.reservedNames.contains(nested) {
            error(
                "'\(declaration.name)' declares a nested type '\(nested)', which would capture the module name that qualifies every name generated code uses; rename it",
                at: marker.location)
        }

        // Conformances from the inheritance clause.
        let names = Set(inheritedNames)
        let declaresCodable = names.contains("Codable")
        let declaresDecodable = declaresCodable || names.contains("Decodable")
        let declaresEncodable = declaresCodable || names.contains("Encodable")
        let declaresConformance = declaresDecodable || declaresEncodable
        let decodes = declaresConformance ? declaresDecodable : true
        let encodes = declaresConformance ? declaresEncodable : true

        let integerTags = checkTagKinds(declaration, marker: marker)
        let generatesKind = checkGeneratedNames(declaration, marker: marker)

        // Cases.
        var cases: [CasePlan] = []
        var fallback: FallbackPlan?
        var missingCase: String?
        var seenTags: [String: [[ConditionalClause]]] = [:]
        func claim(_ tag: String, conditions: [ConditionalClause], at location: SourceLocation, planner: inout CodingPlanner) {
            if let earlier = seenTags[tag], earlier.contains(where: { !Self.areExclusive($0, conditions) }) {
                planner.error("duplicate tag \(integerTags ? tag : StringLiteral.literal(tag)) in '\(enumName)'; every tag and alias must be distinct", at: location)
            }
            seenTags[tag, default: []].append(conditions)
        }

        var decodeHelpers: Set<String> = []
        let enumPlatforms = CaseAvailability(declaration.availability).platforms
        for enumCase in declaration.cases {
            var availability = CaseAvailability(enumCase.availability)
            // What the enum requires already holds wherever its members run.
            availability.platforms.removeAll(where: enumPlatforms.contains)
            for problem in availability.problems {
                error(problem.message, at: problem.location)
            }
            if availability.isUnavailable { continue }  // as if it were not declared
            if availability.availableCondition != nil, !enumCase.conditions.isEmpty {
                error(
                    "case '\(enumCase.name)' is OS-gated and stands under #if; FlatTagged cannot generate both for one case: move it out of the #if or drop the OS version",
                    at: enumCase.availability[0].location)
                continue
            }
            let caseMarker = enumCase.marker
            if let caseMarker, enumCase.elementsInDeclaration > 1 {
                error("@FlatTag applies to a 'case' that declares a single case; this one declares \(enumCase.elementsInDeclaration)", at: caseMarker.location)
                continue
            }
            let values = enumCase.associatedValues
            if caseMarker?.isFallback == true {
                if let existing = fallback {
                    error("'\(enumName)' already has a fallback case '\(existing.name)'; only one case may be @FlatTag(unknown)", at: caseMarker!.location)
                    continue
                }
                let keepsObject: Bool
                switch values {
                case nil:
                    keepsObject = false
                case let values? where values.count == 1 && values[0].label == nil
                    && ["FlatTaggedUnknown", "FlatTagged.FlatTaggedUnknown"].contains(values[0].type):
                    keepsObject = true
                default:
                    error(
                        "the fallback case '\(enumCase.name)' must be 'case \(enumCase.name)' or 'case \(enumCase.name)(FlatTaggedUnknown)'",
                        at: enumCase.location)
                    continue
                }
                if availability.availableCondition != nil {
                    error(
                        "the fallback case '\(enumCase.name)' is OS-gated; the fallback must exist wherever the enum does: drop the OS version",
                        at: enumCase.availability[0].location)
                    continue
                }
                if !enumCase.conditions.isEmpty {
                    error(
                        "the fallback case '\(enumCase.name)' stands under #if; FlatTagged cannot generate a fallback that exists only in some builds: move it out of the #if",
                        at: caseMarker!.location)
                    continue
                }
                fallback = FallbackPlan(
                    name: Self.memberName(enumCase.name), displayName: enumCase.name, keepsObject: keepsObject,
                    isDeprecated: availability.isDeprecated)
                continue
            }

            if let caseMarker, caseMarker.isMissing {
                if let existing = missingCase {
                    error(
                        "'\(enumName)' already has a case for a missing key, '\(existing)'; only one case may be @FlatTag(missing)",
                        at: caseMarker.location)
                    continue
                }
                if !enumCase.conditions.isEmpty || availability.availableCondition != nil {
                    error(
                        "the case for a missing key '\(enumCase.name)' stands under \(enumCase.conditions.isEmpty ? "an OS version" : "#if"); it must exist wherever the enum does: move it out or drop 'missing'",
                        at: caseMarker.location)
                    continue
                }
                missingCase = enumCase.name
            }
            let tag = caseMarker?.tag ?? marker.naming?.tag(for: enumCase.name) ?? enumCase.name
            claim(tag, conditions: enumCase.conditions, at: caseMarker?.tagLocation ?? enumCase.location, planner: &self)
            for (alias, location) in zip(caseMarker?.aliases ?? [], caseMarker?.aliasLocations ?? []) {
                claim(alias, conditions: enumCase.conditions, at: location, planner: &self)
            }

            let payload: CasePlan.Payload
            switch values {
            case nil:
                payload = .none
            case let values? where values.isEmpty:
                payload = .labeled([])
            case let values? where values.count == 1 && values[0].label == nil:
                let type = Self.normalizedTypeName(values[0].type)
                if let problem = Self.unlabeledFamilyValueProblem(values[0].type, caseName: enumCase.name) {
                    error(problem, at: values[0].location)
                    continue
                }
                if marker.content == nil,
                    let problem = Self.flatPayloadProblem(values[0].type, in: declaration, key: marker.key, file: file)
                {
                    error(
                        "the payload of case '\(enumCase.name)(\(values[0].type))' \(problem); label it, as in 'case \(enumCase.name)(value: \(values[0].type))', or use @FlatTagged(content: \"…\")",
                        at: values[0].location)
                    continue
                }
                if marker.content == nil, Self.isNonObject(type) {
                    error(
                        "case '\(enumCase.name)(\(values[0].type))' has a payload that is not a keyed object, so it cannot stand beside the tag; label it, as in 'case \(enumCase.name)(value: \(values[0].type))', or use @FlatTagged(content: \"…\")",
                        at: values[0].location)
                    continue
                }
                payload = .single(isOptional: Self.isOptional(type), line: values[0].location.line)
            case let values?:
                if let unlabeled = values.first(where: { $0.label == nil }) {
                    error(
                        "case '\(enumCase.name)' has an unlabeled value, which has no key to be coded under; label every value, as in 'case \(enumCase.name)(first: Int, second: Int)'",
                        at: unlabeled.location)
                    continue
                }
                var labeled: [LabeledValue] = []
                var usedBindings: Set<String> = []
                for value in values {
                    let label = value.label!
                    if !value.isDefaultValueWellFormed {
                        error(
                            "the default value of '\(label)' in case '\(enumCase.name)' is not an expression FlatTagged can copy: it must be complete and hold no closure; a static property works (\(label): \(value.type) = Self.default\(label.prefix(1).uppercased() + label.dropFirst()))",
                            at: value.location)
                    }
                    if marker.content == nil, label == marker.key {
                        error(
                            "the label '\(label)' of case '\(enumCase.name)' is the discriminator key; rename the label or choose another key with @FlatTagged(key: …)",
                            at: value.location)
                    }
                    var binding = label
                    if !Self.isPlainIdentifier(label) {
                        binding = "value\(labeled.count)"
                    } else if Self.keywords.contains(binding) || Self.generatedLocals.contains(binding) {
                        binding = label + "Value"
                    }
                    while usedBindings.contains(binding) || values.contains(where: { $0.label == binding && $0.label != label }) {
                        binding += "_"
                    }
                    usedBindings.insert(binding)
                    let isOptional = Self.isOptional(Self.normalizedTypeName(value.type))
                    // `T? = nil` is exactly a plain optional: omitted when nil, missing or `null`
                    // decodes to nil (SPEC §4). Only a non-nil default writes `null`.
                    let defaultValue = isOptional && value.defaultValue == "nil" ? nil : value.defaultValue
                    labeled.append(
                        LabeledValue(
                            label: Self.argumentLabel(label), key: label, binding: binding,
                            defaultValue: defaultValue, isOptional: isOptional, line: value.location.line,
                            isFamilyValue: Self.isFamilyValue(value.type)))
                }
                payload = .labeled(labeled)
            }
            var decodeHelper: String?
            if case .labeled(let values) = payload, values.contains(where: { $0.defaultValue != nil }) {
                decodeHelper = Self.decodeHelperName(for: enumCase.name, avoiding: &decodeHelpers)
            }
            cases.append(
                CasePlan(
                    name: Self.memberName(enumCase.name), tag: tag, aliases: caseMarker?.aliases ?? [],
                    payload: payload, conditions: enumCase.conditions, line: enumCase.location.line,
                    isDeprecated: availability.isDeprecated, availableCondition: availability.availableCondition,
                    decodeHelper: decodeHelper, isMissing: caseMarker?.isMissing == true,
                    declaredName: Self.caseDeclarationName(enumCase.name) == Self.memberName(enumCase.name)
                        ? nil : Self.caseDeclarationName(enumCase.name)))
        }
        if !declaration.cases.isEmpty, cases.isEmpty, diagnostics.count == errorCount {
            error(
                "@FlatTagged enum '\(declaration.name)' has only \(fallback == nil ? "unavailable cases" : "a fallback case"); there is nothing to tag",
                at: marker.location)
        }

        guard diagnostics.count == errorCount else { return nil }
        var keys = [marker.key] + (marker.content.map { [$0] } ?? [])
        for plannedCase in cases {
            if case .labeled(let values) = plannedCase.payload { keys += values.map(\.key) }
        }
        let access = max(declaration.access ?? .internal, .internal)
        return CodingPlan(
            typeName: (declaration.outerPath + [declaration.name]).map(Self.typeNameComponent).joined(separator: "."),
            displayName: enumName,
            accessModifier: access == .internal ? "" : (access == .open ? "public " : access.rawValue + " "),
            constrainedGenericParameters: declaresConformance ? [] : declaration.genericParameters.map(Self.typeNameComponent),
            declaresConformance: declaresConformance,
            isNonisolated: declaration.isNonisolated || declaration.hasGlobalActor,
            decodes: decodes,
            encodes: encodes,
            key: marker.key,
            contentKey: marker.content,
            integerTags: integerTags,
            conditions: declaration.conditions,
            cases: cases,
            fallback: fallback,
            sourcePath: sourcePath,
            availability: declaration.availability.map(\.text),
            // Deprecated everywhere, so that its extensions may name deprecated cases on every platform.
            isDeprecated: declaration.availability.contains { $0.arguments.first == "*" && CaseAvailability([$0]).isDeprecated },
            codingKeys: CodingKeyNaming.cases(for: keys),
            generatesKind: generatesKind)
    }
}
