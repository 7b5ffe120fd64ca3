/// Integer tags: if one case has one, every case but the fallback needs one,
/// `naming:` is an error, and string and integer tags never mix.
extension CodingPlanner {
    /// Reports the tag-kind errors of an enum; returns true when its tags are integers.
    mutating func checkTagKinds(_ declaration: EnumDeclaration, marker: TypeMarker) -> Bool {
        let tagged = declaration.cases.filter { $0.marker?.isFallback != true }
        guard tagged.contains(where: { $0.marker?.tagIsInteger == true }) else {
            // Integer aliases on string tags.
            for enumCase in tagged {
                guard let caseMarker = enumCase.marker else { continue }
                for (isInteger, location) in zip(caseMarker.integerAliases, caseMarker.aliasLocations) where isInteger {
                    report(Messages.integerAliasOnStringTag(enumCase.name), at: location)
                }
            }
            return false
        }
        if marker.naming != nil {
            report(
                Messages.namingWithIntegerTags(declaration.name),
                at: marker.location)
        }
        // The kind of the first explicit tag sets the enum's kind; the first case of the other
        // kind is the error.
        let firstIsInteger = tagged.first(where: { $0.marker?.tag != nil })?.marker?.tagIsInteger ?? true
        var reportedMix = false
        for enumCase in tagged {
            if let caseMarker = enumCase.marker, caseMarker.isMissing, caseMarker.tag == nil {
                report(Messages.missingWithoutTagInIntegerEnum(enumCase.name), at: caseMarker.location)
                continue
            }
            guard let caseMarker = enumCase.marker, caseMarker.tag != nil || caseMarker.tagLocation != nil else {
                report(
                    Messages.caseNeedsIntegerTag(enumCase.name, enumName: declaration.name),
                    at: enumCase.marker?.location ?? enumCase.location)
                continue
            }
            if caseMarker.tagIsInteger != firstIsInteger, !reportedMix {
                reportedMix = true
                report(
                    Messages.mixedTagKinds(declaration.name),
                    at: caseMarker.tagLocation ?? caseMarker.location)
                continue
            }
            for (isInteger, location) in zip(caseMarker.integerAliases, caseMarker.aliasLocations)
            where isInteger != caseMarker.tagIsInteger {
                report(Messages.aliasKindDiffersFromTag(enumCase.name), at: location)
            }
        }
        return firstIsInteger
    }
}
