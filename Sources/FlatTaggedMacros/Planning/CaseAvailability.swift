/// What the `@available` attributes of a case (or an enum) mean for the generated code, as
/// synthesized `Codable` honours them:
///
/// - `@available(*, unavailable)`: the case is left out, as if it were not declared.
/// - `@available(*, deprecated)`, `@available(macOS, deprecated: 13)`: the case is kept; what
///   names it lives in an `@available(*, deprecated)` extension.
/// - `@available(macOS 14, iOS 17, *)`, `@available(macOS, introduced: 14)`: the case is decoded
///   and encoded under `if #available(macOS 14, iOS 17, *)`.
///
/// Anything else that changes where a case exists (`obsoleted:`, a platform's `unavailable`,
/// Swift versions) is a located error: the generator cannot repeat it faithfully.
struct CaseAvailability: Equatable, Sendable {
    var isUnavailable = false
    var isDeprecated = false
    /// `["macOS 14", "iOS 17"]`, one per platform, in the order written.
    var platforms: [String] = []
    /// Why an attribute can't be honoured, with where it stands.
    var problems: [(message: DiagnosticMessage, location: SourceLocation)] = []

    /// The arguments of `#available(…)`, or nil when no platform version is required.
    var availableCondition: String? {
        platforms.isEmpty ? nil : (platforms + ["*"]).joined(separator: ", ")
    }

    /// The platforms `#available` can check.
    static let platformNames: Set<String> = [
        "macOS", "OSX", "iOS", "tvOS", "watchOS", "visionOS", "macCatalyst", "driverKit",
    ]

    static func == (lhs: CaseAvailability, rhs: CaseAvailability) -> Bool {
        lhs.isUnavailable == rhs.isUnavailable && lhs.isDeprecated == rhs.isDeprecated && lhs.platforms == rhs.platforms
            && lhs.problems.map(\.message) == rhs.problems.map(\.message)
    }

    init(_ attributes: [AvailabilityAttribute]) {
        for attribute in attributes { classify(attribute) }
    }

    private mutating func classify(_ attribute: AvailabilityAttribute) {
        if let malformed = AvailabilityArgumentSyntax.malformedArguments(in: [attribute]).first {
            problem(Messages.availabilityMalformedArgument(malformed.argument, of: attribute.text), attribute)
            return
        }
        guard let first = attribute.arguments.first, !first.isEmpty else {
            problem(Messages.availabilityWithoutArguments(attribute.text), attribute)
            return
        }
        let rest = attribute.arguments.dropFirst()
        if first == "*" {
            for argument in rest {
                switch Self.label(of: argument) {
                case "unavailable": isUnavailable = true
                case "deprecated": isDeprecated = true
                case "message", "renamed": break
                default: problem(Messages.availabilityArgumentNotRepeatable(argument, of: attribute.text), attribute)
                }
            }
            return
        }
        if first.contains(" ") {
            // The short form: `macOS 14, iOS 17, *`.
            for argument in attribute.arguments where argument != "*" {
                let parts = argument.split(separator: " ")
                guard parts.count == 2, Self.platformNames.contains(String(parts[0])) else {
                    problem(Messages.availabilityVersionNotCheckable(argument, of: attribute.text), attribute)
                    continue
                }
                require(String(parts[0]), String(parts[1]))
            }
            return
        }
        if first == "swift" || first.hasPrefix("_") {
            problem(Messages.availabilityNotRepeatable(attribute.text), attribute)
            return
        }
        // The long form: `macOS, introduced: 14, deprecated: 15, message: "…"`.
        for argument in rest {
            let label = Self.label(of: argument)
            switch label {
            case "introduced":
                guard Self.platformNames.contains(first) else {
                    problem(Messages.availabilityPlatformNotCheckable(first, of: attribute.text), attribute)
                    continue
                }
                require(first, Self.value(of: argument))
            case "deprecated": isDeprecated = true
            case "message", "renamed": break
            default:
                problem(Messages.availabilityPlatformArgumentNotRepeatable(argument, of: attribute.text), attribute)
            }
        }
    }

    /// Keeps the first version written for each platform.
    private mutating func require(_ platform: String, _ version: String) {
        guard !platforms.contains(where: { $0.hasPrefix(platform + " ") }) else { return }
        platforms.append(platform + " " + version)
    }

    private mutating func problem(_ message: DiagnosticMessage, _ attribute: AvailabilityAttribute) {
        problems.append((message, attribute.location))
    }

    /// `deprecated: 13` → `deprecated`; `unavailable` → `unavailable`.
    private static func label(of argument: String) -> String {
        trimmed(argument.prefix { $0 != ":" })
    }

    /// `introduced: 14.0` → `14.0`.
    private static func value(of argument: String) -> String {
        trimmed(argument.drop { $0 != ":" }.dropFirst())
    }

    private static func trimmed(_ text: Substring) -> String {
        String(text.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}
