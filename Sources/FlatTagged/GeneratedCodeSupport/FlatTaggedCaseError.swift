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
    // A flat payload's own error already names the case, and an error from a value of the same
    // enum inside this case (`AttributeValue.m` holding more `AttributeValue`s) names the enum and
    // its own case: one name at the front, not one per level.
    guard let decodingError = error as? DecodingError else { return error }
    if let text = decodingError.contextDescription,
        text.hasPrefix(enumName + ": ") || text.hasPrefix(enumName + ".")
    {
        return error
    }
    return decodingError.named("\(enumName).\(caseName): ")
}
