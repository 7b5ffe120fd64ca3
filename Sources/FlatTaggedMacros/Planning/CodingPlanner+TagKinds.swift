/// Integer tags (SPEC §12): if one case has one, every case but the fallback needs one,
/// `naming:` is an error, and string and integer tags never mix.
extension CodingPlanner {
    /// Reports the tag-kind errors of an enum; returns true when its tags are integers.
    mutating func checkTagKinds(_ declaration: EnumDeclaration, marker: EnumMarker) -> Bool {
        let tagged = declaration.cases.filter { $0.marker?.isFallback != true }
        guard tagged.contains(where: { $0.marker?.tagIsInteger == true }) else {
            // Integer aliases on string tags.
            for enumCase in tagged {
                guard let caseMarker = enumCase.marker else { continue }
                for (isInteger, location) in zip(caseMarker.integerAliases, caseMarker.aliasLocations) where isInteger {
                    report("an integer alias needs an integer tag; '\(enumCase.name)' has a string tag: write the alias as a string literal", at: location)
                }
            }
            return false
        }
        if marker.naming != nil {
            report(
                "'naming:' makes string tags from case names, but '\(declaration.name)' has integer tags; remove 'naming:'",
                at: marker.location)
        }
        // The kind of the first explicit tag sets the enum's kind; the first case of the other
        // kind is the error.
        let firstIsInteger = tagged.first(where: { $0.marker?.tag != nil })?.marker?.tagIsInteger ?? true
        var reportedMix = false
        for enumCase in tagged {
            guard let caseMarker = enumCase.marker, caseMarker.tag != nil else {
                report(
                    "case '\(enumCase.name)' needs an integer tag, as every case of '\(declaration.name)' but the fallback does: mark it // @FlatTag(N)",
                    at: enumCase.marker?.location ?? enumCase.location)
                continue
            }
            if caseMarker.tagIsInteger != firstIsInteger, !reportedMix {
                reportedMix = true
                report(
                    "'\(declaration.name)' mixes string and integer tags; use one kind for every case",
                    at: caseMarker.tagLocation ?? caseMarker.location)
                continue
            }
            for (isInteger, location) in zip(caseMarker.integerAliases, caseMarker.aliasLocations)
            where isInteger != caseMarker.tagIsInteger {
                report("an alias must be of its tag's kind: '\(enumCase.name)' has an integer tag", at: location)
            }
        }
        return firstIsInteger
    }
}
