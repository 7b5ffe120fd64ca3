/// Messages about `@available` attributes the generated code cannot repeat faithfully, reported
/// through `CaseAvailability` for enums, their cases, family protocols and members. `attribute`
/// is the attribute as written (`@available(macOS, obsoleted: 14)`).
extension Messages {
    static func availabilityArgumentNotRepeatable(_ argument: String, of attribute: String) -> DiagnosticMessage {
        .error("FlatTagged cannot repeat '\(argument)' of '\(attribute)'")
    }

    static func availabilityMalformedArgument(_ argument: String, of attribute: String) -> DiagnosticMessage {
        .error(
            "'\(argument)' is not an argument Swift accepts in '\(attribute)'; the generated code repeats the attribute, so fix it first"
        )
    }

    static func availabilityNotRepeatable(_ attribute: String) -> DiagnosticMessage {
        .error("FlatTagged cannot repeat '\(attribute)': it can honour OS versions, deprecation and unavailability")
    }

    static func availabilityPlatformArgumentNotRepeatable(_ argument: String, of attribute: String) -> DiagnosticMessage
    {
        .error(
            "FlatTagged cannot repeat '\(argument)' of '\(attribute)': only introduced:, deprecated, message: and renamed: can be honoured for a single platform"
        )
    }

    static func availabilityPlatformNotCheckable(_ platform: String, of attribute: String) -> DiagnosticMessage {
        .error("FlatTagged cannot check '\(platform)' availability of '\(attribute)' with #available")
    }

    static func availabilityVersionNotCheckable(_ argument: String, of attribute: String) -> DiagnosticMessage {
        .error("FlatTagged cannot check '\(argument)' of '\(attribute)' with #available")
    }

    static func availabilityWithoutArguments(_ attribute: String) -> DiagnosticMessage {
        .error("'\(attribute)' has no arguments")
    }
}
