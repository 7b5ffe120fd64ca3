/// Messages about labeled values' keys and nulls (`labelNaming:`, `keys:`, `nulls:`), `flat`
/// and flattened payloads, reported by `CodingPlanner` (`LabelKeys`) and `MarkerParser`.
extension Messages {
    static var fallbackWithLabelOptions: DiagnosticMessage {
        .error("the fallback case keeps an unknown object as it is; it takes no keys:, nulls: or flat")
    }

    static func flatInExternalForm(_ caseName: String) -> DiagnosticMessage {
        .error(
            "'flat' on case '\(caseName)' has no meaning in the external form: the case's values stand in the object under its tag, and there is no content key; remove it"
        )
    }

    static func flatInFlatForm(_ caseName: String) -> DiagnosticMessage {
        .error(
            "'flat' on case '\(caseName)' changes nothing: the enum has no content key, so every case's values already stand beside the tag; remove it"
        )
    }

    static func flatInUntaggedForm(_ caseName: String) -> DiagnosticMessage {
        .error(
            "'flat' on case '\(caseName)' has no meaning in the untagged form: there is no tag and no content key; remove it"
        )
    }

    static func flattenedPayloadTwice(caseName: String) -> DiagnosticMessage {
        .error(
            "case '\(caseName)' has more than one unlabeled value; one unlabeled payload may stand beside labeled values: label the others"
        )
    }

    static func keysLabelTwice(_ label: String, caseName: String) -> DiagnosticMessage {
        .error("'keys:' names '\(label)' of case '\(caseName)' twice; give it one key")
    }

    static func keysLabelUnknown(_ label: String, caseName: String, labels: [String]) -> DiagnosticMessage {
        .error("'keys:' names '\(label)', which is not a label of case '\(caseName)'; \(labelList(labels))")
    }

    static var keysNotADictionary: DiagnosticMessage {
        .error("'keys:' takes a dictionary literal of labels and keys, as in keys: [\"customID\": \"custom_id\"]")
    }

    static func labelKeyIsReserved(label: String, key: String, role: String, caseName: String) -> DiagnosticMessage {
        .error(
            "the label '\(label)' of case '\(caseName)' has the key \"\(key)\", \(role), in the object the tag is written to; give it another key with keys: [\"\(label)\": \"…\"]"
        )
    }

    /// `its labels are a, b`, or that the case has none.
    static func labelList(_ labels: [String]) -> String {
        labels.isEmpty ? "the case has no labeled values" : "its labels are " + labels.joined(separator: ", ")
    }

    static func labelOptionNotALiteral(_ option: String) -> DiagnosticMessage {
        option == "keys"
            ? .error(keysNotADictionary.text)
            : .error("'\(option):' takes an array literal of names, as in \(option): [\"geometry\", \"properties\"]")
    }

    static func labelsShareKey(_ first: String, _ second: String, key: String, caseName: String) -> DiagnosticMessage {
        .error(
            "the labels '\(first)' and '\(second)' of case '\(caseName)' both have the key \"\(key)\"; give one of them another key with keys: [\"\(second)\": \"…\"]"
        )
    }

    static func nullsLabelNotOptional(_ label: String, caseName: String, type: String) -> DiagnosticMessage {
        .error(
            "'nulls:' names '\(label)' of case '\(caseName)', which is not optional (\(type)); only an optional value can be written as null"
        )
    }

    /// `contentKey` is the enum's content key, which `nulls:` may name for one unlabeled optional
    /// payload under it.
    static func nullsNameUnknown(_ name: String, caseName: String, labels: [String], contentKey: String?)
        -> DiagnosticMessage
    {
        let content = contentKey.map {
            " (\"\($0)\", the content key, only for one unlabeled optional payload under it)"
        }
        return
            .error(
                "'nulls:' names '\(name)', which is not a label of case '\(caseName)'; \(labelList(labels))\(content ?? "")"
            )
    }

    static func nullsPayloadNotOptional(_ contentKey: String, caseName: String, type: String) -> DiagnosticMessage {
        .error(
            "'nulls:' names the content key \"\(contentKey)\", but the payload of case '\(caseName)' is not optional (\(type)); only an optional payload can be written as null"
        )
    }
}
