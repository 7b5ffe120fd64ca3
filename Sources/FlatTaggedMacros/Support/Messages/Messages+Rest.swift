/// Messages about `rest:`, the label that keeps the keys a case does not read, reported by
/// `MarkerParser` and `CodingPlanner` (`RestLabel.swift`).
extension Messages {
    static var restGivenTwice: DiagnosticMessage {
        .error("'rest:' is given twice; one label of the case collects the keys it does not read")
    }

    static func restLabelInKeys(_ label: String, caseName: String) -> DiagnosticMessage {
        .error(
            "'keys:' names '\(label)', the rest: label of case '\(caseName)'; it has no key on the wire (its keys are the ones it keeps): remove the entry"
        )
    }

    static func restLabelWrongType(_ label: String, caseName: String, type: String) -> DiagnosticMessage {
        .error(
            "'rest:' names '\(label)' of case '\(caseName)', whose type is \(type); the keys the case does not read are kept in a \(restType)"
        )
    }

    static func restNameUnknown(_ name: String, caseName: String, labels: [String]) -> DiagnosticMessage {
        .error(
            "'rest:' names '\(name)', which is not a label of case '\(caseName)'; \(labelList(labels)); add '\(name): \(restType)'"
        )
    }

    static var restOnFallback: DiagnosticMessage {
        .error("the fallback case keeps an unknown object whole; it takes no rest:")
    }

    /// The type a `rest:` label must have, as the messages write it.
    static let restType = "[String: FlatTaggedValue]"

    /// `rest:` on a case that reads no object of its own; `why` says what the case reads instead.
    static func restWithoutObject(caseName: String, why: String) -> DiagnosticMessage {
        .error(
            "'rest:' on case '\(caseName)' has no object to keep keys of: \(why); rest: needs labeled values, one of them a \(restType)"
        )
    }

    /// What a case reads instead of an object, for `restWithoutObject`.
    enum RestWithoutObject {
        case noValues
        case payloadUnderContentKey(String)
        case payloadBesideTag
        case payloadUnderExternalTag
        case untaggedPayload

        var words: String {
            switch self {
            case .noValues: "the case has no values"
            case .payloadUnderContentKey(let key):
                "its payload is the value under the content key \"\(key)\", whatever it holds"
            case .payloadBesideTag: "its one payload reads the object beside the tag itself"
            case .payloadUnderExternalTag: "its payload is the value under its tag, whatever it holds"
            case .untaggedPayload: "its payload is the value itself, whatever it holds"
            }
        }
    }
}
