/// The key of every labeled value, and which values are written as `null`: the one owner of the
/// label -> key mapping. Every form codes a labeled value under `LabeledValue.key` and never
/// derives a key of its own.
///
/// A label's key is, first match wins: its entry in the case's `keys:`, the label made by the
/// enum's `labelNaming:` (words split as Foundation's `convertToSnakeCase` splits them, the same
/// `TagNaming` that makes tags), or the label as written. Then, at the marker:
///
/// - every `keys:` entry must name a label of the case;
/// - two labels of a case must not end up with one key;
/// - a key that stands beside the tag must be neither the discriminator key nor the content key
///   (under the content key, a label may be keyed like the discriminator: nothing collides);
/// - every `nulls:` entry must name an optional label of the case, or, for a case whose data is
///   one unlabeled optional payload under the content key, the content key itself.
struct LabelKeys {
    /// The enum's `labelNaming:`, or nil for labels as written.
    var naming: TagNaming?
    /// The case's `keys:` entries.
    var entries: [NamedOption]

    /// The key for `label`.
    func key(for label: String) -> String {
        if let entry = entries.last(where: { $0.name == label }), let key = entry.key { return key }
        return naming?.tag(for: label) ?? label
    }

    /// The `keys:` entry that gave `label` its key, if one did.
    func entry(for label: String) -> NamedOption? {
        entries.last { $0.name == label }
    }
}

/// Where a case's data stands, which decides the keys its labels must not take, what a single
/// unlabeled payload must be (`checkUnlabeledPayload`) and whether one may stand beside labels.
/// Each form's case planning gives one (`CodingPlanner+Cases.swift`); the rules ask it.
enum DataPlacement: Sendable, Equatable {
    /// Beside the tag `key`, in the enum's object: the flat form, or a `flat` case of the
    /// content form (`contentKey` is then the enum's content key, which stands there too).
    case besideTag(key: String, contentKey: String?)
    /// Under the content key, apart from the tag: the content form.
    case underContentKey(String)
    /// In the object under the tag, apart from any key of the enum's: the external form.
    case underTag
    /// Alone, with no tag: the untagged form.
    case alone

    /// The keys a label must not take, with what each one is: those beside the tag.
    var reservedKeys: [(key: String, role: String)] {
        guard case .besideTag(let key, let contentKey) = self else { return [] }
        return [(key, "the discriminator key")] + (contentKey.map { [($0, "the content key")] } ?? [])
    }

    /// The enum's content key, where the case's data stands under it or beside it.
    var contentKey: String? {
        switch self {
        case .besideTag(_, let contentKey): contentKey
        case .underContentKey(let key): key
        case .underTag, .alone: nil
        }
    }

    /// The key a single unlabeled payload stands under alone, whose `null` `nulls:` may ask
    /// for: the content key, under it.
    var payloadKey: String? {
        guard case .underContentKey(let key) = self else { return nil }
        return key
    }

    /// Whether one unlabeled payload may stand flattened beside labeled values: not in the
    /// external and untagged forms, where nothing would say where its keys end.
    var allowsFlattenedPayload: Bool {
        switch self {
        case .besideTag, .underContentKey: true
        case .underTag, .alone: false
        }
    }
}

extension DataPlacement {
    /// What a single unlabeled payload reads here instead of an object `rest:` could keep keys of.
    var singlePayloadWithoutObject: Messages.RestWithoutObject {
        switch self {
        case .besideTag(_, _): .payloadBesideTag
        case .underContentKey(let key): .payloadUnderContentKey(key)
        case .underTag: .payloadUnderExternalTag
        case .alone: .untaggedPayload
        }
    }
}

extension CodingPlanner {
    /// Gives each labeled value its key and its `nulls:` rule, reporting what the case's
    /// `keys:` and `nulls:` name wrongly. Unlabeled values (a flattened payload) are skipped.
    mutating func applyLabelKeys(
        to values: inout [LabeledValue], declared: [AssociatedValue], of enumCase: EnumCaseDeclaration,
        marker: TypeMarker, caseMarker: TagMarker?, placement: DataPlacement
    ) {
        let keys = LabelKeys(naming: marker.labelNaming, entries: caseMarker?.keys ?? [])
        let labels = declared.compactMap(\.label)
        checkKeysEntries(keys.entries, labels: labels, of: enumCase)
        var owners: [String: String] = [:]
        for index in values.indices where values[index].hasKey {
            let label = declared[index].label!
            let key = keys.key(for: label)
            values[index].key = key
            let location = keys.entry(for: label)?.location ?? declared[index].location
            if let owner = owners[key] {
                report(Messages.labelsShareKey(owner, label, key: key, caseName: enumCase.name), at: location)
            }
            owners[key] = owners[key] ?? label
            for reserved in placement.reservedKeys where reserved.key == key {
                if key == label, reserved.role == "the discriminator key" {
                    report(Messages.labelIsDiscriminatorKey(label: label, caseName: enumCase.name), at: location)
                } else {
                    report(
                        Messages.labelKeyIsReserved(
                            label: label, key: key, role: reserved.role, caseName: enumCase.name),
                        at: location)
                }
            }
        }
        for entry in caseMarker?.nulls ?? [] {
            guard let index = declared.firstIndex(where: { $0.label == entry.name }) else {
                report(
                    Messages.nullsNameUnknown(
                        entry.name, caseName: enumCase.name, labels: labels, contentKey: placement.contentKey),
                    at: entry.location)
                continue
            }
            guard values[index].isOptional else {
                report(
                    Messages.nullsLabelNotOptional(entry.name, caseName: enumCase.name, type: declared[index].type),
                    at: entry.location)
                continue
            }
            values[index].writesNull = true
        }
    }

    /// For a case without labels: every `keys:` entry names a label it doesn't have; a `nulls:`
    /// entry may only be the content key, for one unlabeled optional payload under it. True
    /// when `nulls:` asks for the payload's `null`.
    mutating func checkLabelOptionsWithoutLabels(
        of enumCase: EnumCaseDeclaration, caseMarker: TagMarker?, payload: AssociatedValue?,
        placement: DataPlacement
    ) -> Bool {
        guard let caseMarker else { return false }
        checkKeysEntries(caseMarker.keys, labels: [], of: enumCase)
        var writesNull = false
        for entry in caseMarker.nulls {
            let namesContent = entry.name == placement.payloadKey
            if namesContent, let payload {
                if SwiftNames.isOptional(SwiftNames.normalizedTypeName(payload.type)) {
                    writesNull = true
                } else {
                    report(
                        Messages.nullsPayloadNotOptional(entry.name, caseName: enumCase.name, type: payload.type),
                        at: entry.location)
                }
            } else {
                report(
                    Messages.nullsNameUnknown(
                        entry.name, caseName: enumCase.name, labels: [], contentKey: placement.contentKey),
                    at: entry.location)
            }
        }
        return writesNull
    }

    /// Reports each `keys:` entry that names no label of the case, or names one twice.
    private mutating func checkKeysEntries(_ entries: [NamedOption], labels: [String], of enumCase: EnumCaseDeclaration)
    {
        var seen: Set<String> = []
        for entry in entries {
            if !labels.contains(entry.name) {
                report(
                    Messages.keysLabelUnknown(entry.name, caseName: enumCase.name, labels: labels), at: entry.location)
            } else if !seen.insert(entry.name).inserted {
                report(Messages.keysLabelTwice(entry.name, caseName: enumCase.name), at: entry.location)
            }
        }
    }
}
