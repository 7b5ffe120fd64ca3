/// The external form (`// @FlatTagged(external)`) codes a case as an object whose only key is
/// the tag and whose value is the case's data: a single payload is that value whatever its JSON
/// type, labeled values a keyed object, and a case without values the bare tag string. There is
/// no discriminator key, so the marker parser rejects `key:` and `content:`; a tag is an object
/// key, which is a string, so integer tags are errors; and every value names its case, so
/// `missing` means nothing. Any `Codable` payload fits, and a label may be any name.
extension CodingPlanner {
    /// Reports the case markers the external form rejects: integer tags and aliases, and
    /// `missing`.
    mutating func checkExternalCaseMarkers(_ declaration: EnumDeclaration) {
        for enumCase in declaration.cases {
            guard let caseMarker = enumCase.marker else { continue }
            if caseMarker.tagIsInteger {
                report(
                    Messages.integerTagInExternalForm(enumCase.name),
                    at: caseMarker.tagLocation ?? caseMarker.location)
            }
            for (isInteger, location) in zip(caseMarker.integerAliases, caseMarker.aliasLocations) where isInteger {
                report(Messages.integerAliasInExternalForm(enumCase.name), at: location)
            }
            if caseMarker.isMissing {
                report(Messages.missingInExternalForm(enumCase.name), at: caseMarker.location)
            }
        }
    }
}
