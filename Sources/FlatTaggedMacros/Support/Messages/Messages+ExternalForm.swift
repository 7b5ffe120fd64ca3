/// Messages about the external form (`// @FlatTagged(external)`), reported by the marker parser
/// and `CodingPlanner`.
extension Messages {
    static func integerAliasInExternalForm(_ caseName: String) -> DiagnosticMessage {
        .error(
            "an alias of case '\(caseName)' is an integer, but in the external form tags are object keys, which are strings; write it as a string literal"
        )
    }

    static func integerTagInExternalForm(_ caseName: String) -> DiagnosticMessage {
        .error(
            "case '\(caseName)' has an integer tag, but in the external form the tag is an object key, which is a string; give it a string tag"
        )
    }

    static func missingInExternalForm(_ caseName: String) -> DiagnosticMessage {
        .error(
            "'missing' on case '\(caseName)' has no meaning in the external form, where every value names its case; remove it"
        )
    }

    static func optionWithExternal(_ option: String) -> DiagnosticMessage {
        switch option {
        case "key":
            .error(
                "'key' has no meaning with 'external': the tag is the object's only key, so there is no discriminator key; remove it"
            )
        default:
            .error("'\(option)' has no meaning with 'external': the case's value stands under the tag; remove it")
        }
    }
}
