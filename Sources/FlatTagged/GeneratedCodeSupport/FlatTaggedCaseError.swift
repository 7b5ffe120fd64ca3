/// `error`, thrown while decoding the values of the case `caseName` of `enumName`, with the enum
/// and the case named: a `DecodingError` keeps its case, coding path and underlying error, and
/// its description gains `PullRequestEvent.synchronize: ` in front; any other error is returned
/// as it is.
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
    namedError(error, "\(enumName).\(caseName): ")
}
