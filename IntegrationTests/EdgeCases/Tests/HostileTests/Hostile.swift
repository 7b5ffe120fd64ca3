import EdgeSupport
import Fallbacks
import FlatTagged
import Foundation
import Testing

/// Decodes `bytes` as `T` and returns the `DecodingError` it must throw.
func decodingError<T: Decodable>(_: T.Type, _ bytes: Data, _ comment: Comment? = nil) -> DecodingErrorParts? {
    do {
        let value = try JSONDecoder().decode(T.self, from: bytes)
        Issue.record("decoded \(value) from hostile input \(comment.map(\.rawValue) ?? "")")
    } catch let error as DecodingError {
        return DecodingErrorParts(error)
    } catch {
        Issue.record("not a DecodingError: \(type(of: error)): \(error)")
    }
    return nil
}

func decodingError<T: Decodable>(_ type: T.Type, _ json: String) -> DecodingErrorParts? {
    decodingError(type, Data(json.utf8), Comment(rawValue: json))
}
