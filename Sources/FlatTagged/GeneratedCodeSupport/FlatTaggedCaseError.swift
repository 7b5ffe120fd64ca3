/// `error`, thrown while decoding the values of the case `caseName` of `enumName`, with the enum
/// and the case named: a `DecodingError` keeps its case, coding path and underlying error, and
/// its description gains `PullRequestEvent.synchronize: ` in front, unless it names the enum
/// already (an error from a value of the same enum nested in the case); any other error is
/// returned as it is.
///
/// Generated code calls it only when a case's values fail to decode, so a value that decodes
/// costs nothing more:
///
/// ```swift
/// case "synchronize":
///     do {
///         self = .synchronize(before: try container.flatTaggedDecode(forKey: .before), …)
///     } catch {
///         throw FlatTagged.flatTaggedCaseError(error, enumName: "PullRequestEvent", caseName: "synchronize")
///     }
/// ```
///
/// ```
/// keyNotFound(after): PullRequestEvent.synchronize: No value associated with key "after"
/// ```
@_spi(FlatTaggedGenerated)
public func flatTaggedCaseError(_ error: any Error, enumName: String, caseName: String) -> any Error {
    guard let error = error as? DecodingError else { return error }
    let prefix = "\(enumName).\(caseName): "
    func named(_ context: DecodingError.Context) -> DecodingError.Context {
        // A flat payload's own error already names the case, and an error from a value of the
        // same enum inside this case (`AttributeValue.m` holding more `AttributeValue`s) names
        // the enum and its own case: one name at the front, not one per level.
        let text = context.debugDescription
        if text.hasPrefix(enumName + ": ") || text.hasPrefix(enumName + ".") { return context }
        return .init(
            codingPath: context.codingPath, debugDescription: prefix + context.debugDescription,
            underlyingError: context.underlyingError)
    }
    switch error {
    case .typeMismatch(let type, let context): return DecodingError.typeMismatch(type, named(context))
    case .valueNotFound(let type, let context): return DecodingError.valueNotFound(type, named(context))
    case .keyNotFound(let key, let context): return DecodingError.keyNotFound(key, named(context))
    case .dataCorrupted(let context): return DecodingError.dataCorrupted(named(context))
    @unknown default: return error
    }
}
