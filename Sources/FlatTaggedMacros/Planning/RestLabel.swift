/// `rest: "extensions"`: the case option naming the label that collects every key of the case's
/// object the case does not read, written back after the case's own keys.
///
/// The label must be one of the case's, of type `[String: FlatTaggedValue]`; it has no key of its
/// own (`LabeledValue.hasKey` is false), so `keys:` may not name it and no rule about keys counts
/// it. A case needs labeled values for it: a case without values reads no object, and a single
/// payload reads the whole object itself (beside the tag) or is a value of any kind (under the
/// content key, under an external tag, untagged). The fallback keeps its object whole (reported
/// by the marker parser, as is a second `rest:`).
extension CodingPlanner {
    /// The spellings of `[String: FlatTaggedValue]`, whitespace removed.
    static let restTypes: Set<String> = [
        "[String:FlatTaggedValue]", "[String:FlatTagged.FlatTaggedValue]", "Dictionary<String,FlatTaggedValue>",
        "Dictionary<String,FlatTagged.FlatTaggedValue>",
    ]

    /// Marks the value `rest:` names as the rest label, reporting a name that is no label of the
    /// case or a label of another type, and a `keys:` entry for it.
    mutating func applyRest(
        to values: inout [LabeledValue], declared: [AssociatedValue], of enumCase: EnumCaseDeclaration,
        caseMarker: TagMarker?
    ) {
        guard let rest = caseMarker?.rest.first else { return }
        guard let index = declared.firstIndex(where: { $0.label == rest.name }) else {
            report(
                Messages.restNameUnknown(rest.name, caseName: enumCase.name, labels: declared.compactMap(\.label)),
                at: rest.location)
            return
        }
        guard Self.restTypes.contains(SwiftNames.normalizedTypeName(declared[index].type)) else {
            report(
                Messages.restLabelWrongType(rest.name, caseName: enumCase.name, type: declared[index].type),
                at: rest.location)
            return
        }
        values[index].isRest = true
        // Decoding always fills it; a default value is for building the case in code.
        values[index].defaultValue = nil
        values[index].key = ""
        if let entry = caseMarker?.keys.first(where: { $0.name == rest.name }) {
            report(Messages.restLabelInKeys(rest.name, caseName: enumCase.name), at: entry.location)
        }
    }

    /// Reports `rest:` on a case that has no labeled values: it has no object to keep keys of.
    mutating func checkRestWithoutLabels(
        of enumCase: EnumCaseDeclaration, caseMarker: TagMarker?, why: Messages.RestWithoutObject
    ) {
        guard let rest = caseMarker?.rest.first, caseMarker?.isFallback != true else { return }
        report(Messages.restWithoutObject(caseName: enumCase.name, why: why.words), at: rest.location)
    }
}
