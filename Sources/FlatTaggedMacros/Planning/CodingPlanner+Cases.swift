/// The cases of a marked enum, one at a time: its availability, then whether it is the fallback,
/// and otherwise what it is in its enum's form: a tagged case (the case for a missing key, its
/// tags, where they stand and its payload) or an untagged one (its payload and shape). Both end
/// in the same tail: the case's names and decode helper.
extension CodingPlanner {
    /// What planning an enum's cases has decided so far.
    struct PlannedCases {
        var cases: [CasePlan] = []
        var fallback: FallbackPlan?
        /// The name of the `// @FlatTag(missing)` case, once one is found.
        var missingCase: String?
        var tags: TagClaims
        /// The names of the static decode helpers given out so far.
        var decodeHelpers: Set<String> = []
        /// In the untagged form, the cases planned so far, for the unreachable-case rules.
        var untaggedCases: [UntaggedCaseSummary] = []
        /// The fallback case as declared, once one is planned: an error about it is located there.
        var fallbackCase: EnumCaseDeclaration?
    }

    /// Plans every case of `declaration`; a case that breaks a rule is reported and left out.
    mutating func planCases(
        of declaration: EnumDeclaration, marker: TypeMarker, form: CaseForm
    ) -> PlannedCases {
        var planned = PlannedCases(tags: TagClaims(enumName: declaration.qualifiedName))
        let enumPlatforms = CaseAvailability(declaration.availability).platforms
        for enumCase in declaration.cases {
            var availability = CaseAvailability(enumCase.availability)
            // What the enum requires already holds wherever its members run.
            availability.platforms.removeAll(where: enumPlatforms.contains)
            if let plan = planCase(
                enumCase, of: declaration, marker: marker, form: form, availability: availability, into: &planned)
            {
                planned.cases.append(plan)
            }
        }
        return planned
    }

    /// The plan of one case, or nil when it is left out: unavailable, the fallback (planned into
    /// `planned.fallback`), or rejected.
    private mutating func planCase(
        _ enumCase: EnumCaseDeclaration, of declaration: EnumDeclaration, marker: TypeMarker, form: CaseForm,
        availability: CaseAvailability, into planned: inout PlannedCases
    ) -> CasePlan? {
        for problem in availability.problems {
            report(problem.message, at: problem.location)
        }
        if availability.isUnavailable { return nil }  // as if it were not declared
        if availability.availableCondition != nil, !enumCase.conditions.isEmpty {
            report(Messages.osGatedCaseUnderIf(enumCase.name), at: enumCase.availability[0].location)
            return nil
        }
        if let caseMarker = enumCase.marker, enumCase.elementsInDeclaration > 1 {
            report(Messages.caseMarkerOnCaseList(count: enumCase.elementsInDeclaration), at: caseMarker.location)
            return nil
        }
        switch form {
        case .tagged(let placement):
            return planTaggedCase(
                enumCase, of: declaration, marker: marker, placement: placement, availability: availability,
                into: &planned)
        case .untagged:
            return planUntaggedCase(
                enumCase, of: declaration, marker: marker, availability: availability, into: &planned)
        }
    }

    /// A case of a tagged form: the fallback, or its tags, where they stand and its payload.
    private mutating func planTaggedCase(
        _ enumCase: EnumCaseDeclaration, of declaration: EnumDeclaration, marker: TypeMarker,
        placement formPlacement: TagPlacement, availability: CaseAvailability, into planned: inout PlannedCases
    ) -> CasePlan? {
        let caseMarker = enumCase.marker
        if let location = caseMarker?.whenLocation {
            report(Messages.whenOutsideUntagged, at: location)
        }
        if let location = caseMarker?.unlessLocation {
            report(Messages.unlessOutsideUntagged, at: location)
        }
        if let caseMarker, caseMarker.isFallback {
            planFallback(
                enumCase, marker: caseMarker, keeping: .unknownObject, availability: availability, of: declaration,
                into: &planned)
            return nil
        }
        if let caseMarker, caseMarker.isMissing {
            guard
                checkMissingCase(
                    enumCase, marker: caseMarker, availability: availability, existing: planned.missingCase,
                    enumName: declaration.qualifiedName)
            else { return nil }
            planned.missingCase = enumCase.name
        }

        // `// @FlatTag(missing)` without a tag or aliases: no tag on the wire; the case's name is
        // only its `Kind`'s raw value.
        let isTagless = caseMarker.map { $0.isMissing && $0.tag == nil && $0.aliases.isEmpty } ?? false
        let tag: Tag
        if isTagless {
            tag = .string(enumCase.name.hasPrefix("`") ? String(enumCase.name.dropFirst().dropLast()) : enumCase.name)
        } else {
            tag = caseMarker?.tag ?? .string(marker.naming?.tag(for: enumCase.name) ?? enumCase.name)
        }
        // A tagless case's name is claimed too: as another case's tag or alias it would be both
        // a `Kind` raw value twice and a tag `Kind(tag:)` refuses.
        claimTags(tag, of: enumCase, in: &planned.tags)

        let flatLocation = caseMarker?.flatLocation
        var placement = formPlacement
        let dataPlacement: DataPlacement
        switch formPlacement {
        case .besideData:
            if let flatLocation {
                report(Messages.flatInFlatForm(enumCase.name), at: flatLocation)
            }
            dataPlacement = .besideTag(key: marker.key, contentKey: nil)
        case .aroundContent(let content):
            // A `flat` case of the content form codes its values beside the tag.
            if flatLocation != nil { placement = .besideData }
            dataPlacement =
                flatLocation != nil
                ? .besideTag(key: marker.key, contentKey: content.key) : .underContentKey(content.key)
        case .onlyKey:
            if let flatLocation {
                report(Messages.flatInExternalForm(enumCase.name), at: flatLocation)
            }
            dataPlacement = .underTag
        }
        guard
            let (payload, nullsContentKey) = planPayload(
                of: enumCase, in: declaration, marker: marker, caseMarker: caseMarker, placement: dataPlacement)
        else { return nil }
        if case .aroundContent(var content) = placement {
            content.writesNull = nullsContentKey
            placement = .aroundContent(content)
        }
        // The emitter writes each tag as its typed value spells itself (`Tag.literal`).
        let tagged = TaggedCasePlan(
            tag: tag, aliases: caseMarker?.aliases ?? [], placement: placement,
            isMissing: caseMarker?.isMissing == true, isTagless: isTagless)
        return finishCase(
            enumCase, payload: payload, coding: .tagged(tagged), availability: availability, into: &planned)
    }

    /// A case of the untagged form: the fallback, or its payload and the shape that makes it a
    /// candidate; no tags.
    private mutating func planUntaggedCase(
        _ enumCase: EnumCaseDeclaration, of declaration: EnumDeclaration, marker: TypeMarker,
        availability: CaseAvailability, into planned: inout PlannedCases
    ) -> CasePlan? {
        if let caseMarker = enumCase.marker {
            checkUntaggedCaseMarker(caseMarker)
            if caseMarker.isFallback {
                planFallback(
                    enumCase, marker: caseMarker, keeping: .anyValue, availability: availability, of: declaration,
                    into: &planned)
                if planned.fallback != nil, planned.fallbackCase == nil {
                    planned.fallbackCase = enumCase
                    checkUntaggedFallbackReachable(enumCase, after: planned.untaggedCases, newestCase: false)
                }
                return nil
            }
        }
        if let flatLocation = enumCase.marker?.flatLocation {
            report(Messages.flatInUntaggedForm(enumCase.name), at: flatLocation)
        }
        guard checkUntaggedValues(enumCase),
            let (payload, _) = planPayload(
                of: enumCase, in: declaration, marker: marker, caseMarker: enumCase.marker,
                placement: .alone),
            let shape = planUntaggedShape(enumCase, payload: payload, earlier: &planned.untaggedCases)
        else { return nil }
        if let fallback = planned.fallbackCase {
            checkUntaggedFallbackReachable(fallback, after: planned.untaggedCases, newestCase: true)
        }
        let untagged = UntaggedCasePlan(shape: shape, unlessKeys: enumCase.marker?.unlessKeys ?? [])
        return finishCase(
            enumCase, payload: payload, coding: .untagged(untagged), availability: availability, into: &planned)
    }

    /// What every case has, whatever its form: its names, availability, payload and the helper
    /// that decodes it when it has default values.
    private func finishCase(
        _ enumCase: EnumCaseDeclaration, payload: CasePlan.Payload, coding: CasePlan.Coding,
        availability: CaseAvailability, into planned: inout PlannedCases
    ) -> CasePlan {
        var decodeHelper: String?
        if case .labeled(let values) = payload, values.contains(where: { $0.defaultValue != nil }) {
            decodeHelper = Self.decodeHelperName(for: enumCase.name, avoiding: &planned.decodeHelpers)
        }
        let memberName = SwiftNames.memberName(enumCase.name)
        let declaredName = SwiftNames.caseDeclarationName(enumCase.name)
        return CasePlan(
            name: memberName, payload: payload, conditions: enumCase.conditions, line: enumCase.location.line,
            coding: coding, isDeprecated: availability.isDeprecated,
            availableCondition: availability.availableCondition, decodeHelper: decodeHelper,
            declaredName: declaredName == memberName ? nil : declaredName, documentation: enumCase.documentation)
    }

    /// `resize` → `flatTaggedDecodeResize`: the private static function that decodes a case
    /// with default values, distinct from the enum's other helpers.
    static func decodeHelperName(for caseName: String, avoiding used: inout Set<String>) -> String {
        let base =
            SwiftNames.isPlainIdentifier(caseName)
            ? "flatTaggedDecode" + caseName.prefix(1).uppercased() + caseName.dropFirst()
            : "flatTaggedDecodeCase"
        var name = base
        var suffix = 2
        while !used.insert(name).inserted {
            name = base + String(suffix)
            suffix += 1
        }
        return name
    }
}
