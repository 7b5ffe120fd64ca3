/// A mistake in how the app set up its families, not in the data: no registry in `userInfo` (and
/// none installed with `FlatTaggedRegistry.bootstrap(_:)`), a family that isn't registered, a
/// direction the family doesn't have, a second `bootstrap(_:)`.
///
/// `@LossyPolymorphic` never swallows it: skipping elements can't fix a configuration.
/// `PropertyListEncoder` wraps it, as every error thrown while encoding, in
/// `EncodingError.invalidValue(_:_:)`'s `underlyingError`.
public struct FlatTaggedConfigurationError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Where the property that needed the registry stands.
    public let codingPath: [String]
    /// What is wrong and how to fix it.
    public let message: String

    /// Creates an error at `codingPath`.
    public init(codingPath: [any CodingKey], message: String) {
        self.codingPath = codingPath.map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue }
        self.message = message
    }

    /// The message, after the coding path when there is one: `star: no FlatTagged registry …`.
    public var description: String {
        guard !codingPath.isEmpty else { return message }
        var path = ""
        for component in codingPath {
            if component.hasPrefix("[") || path.isEmpty { path += component } else { path += "." + component }
        }
        return path + ": " + message
    }
}

extension FlatTaggedConfigurationError {
    /// No registry in the decoder's (or encoder's) `userInfo`, and none installed for the
    /// process, to code `family` with.
    static func noRegistry(for family: String, decoding: Bool, at codingPath: [any CodingKey]) -> Self {
        let (coder, verb) = decoding ? ("decoder", "decode") : ("encoder", "encode")
        return Self(
            codingPath: codingPath,
            message:
                "no FlatTagged registry in the \(coder)'s userInfo to \(verb) \(family); set \(coder).userInfo[.flatTagged] = FlatTaggedRegistry(.module, …) with the modules that declare the family and its members, or, for a coder without userInfo, install one for the process at launch with FlatTaggedRegistry.bootstrap(_:)"
        )
    }
}

extension FlatTaggedConfigurationError {
    /// A member that decoded but can't be used as a value of its family here.
    ///
    /// In a target with `.defaultIsolation(MainActor.self)`, a member of a family that isn't
    /// `Sendable` is a main-actor type whose conformance to the family is isolated to the main
    /// actor (`struct Gauge: @MainActor Widget`); Swift uses that conformance only on the main
    /// actor, so off it the decoded `Gauge` is not a `Widget`.
    static func unusableMember(_ member: Any, family: String, at codingPath: [any CodingKey]) -> Self {
        let name = String(describing: type(of: member))
        let declaration: String
        switch Mirror(reflecting: member).displayStyle {
        case .class: declaration = "nonisolated final class \(name)"
        case .enum: declaration = "nonisolated enum \(name)"
        default: declaration = "nonisolated struct \(name)"
        }
        return Self(
            codingPath: codingPath,
            message:
                "\(family): \(name) decoded, but its conformance to \(family) is isolated to the main actor (a member declared in a target with default main-actor isolation, of a family that is not Sendable), and this decoder runs off the main actor; declare it `\(declaration)`, make \(family) refine Sendable, or decode on the main actor"
        )
    }
}
