import Foundation

extension Measurement {
    /// Decoding `data` as `type`, `objects` objects, with `decoder`.
    static func decoding<T: Decodable>(
        _ caseName: String, _ approach: String, _ type: T.Type, from data: Data, objects: Int,
        with decoder: JSONDecoder
    ) -> Measurement {
        Measurement(caseName: caseName, approach: approach, bytes: data.count, objects: objects) {
            _ = try decoder.decode(T.self, from: data)
        }
    }

    /// Encoding `value`, `objects` objects that make `bytes` bytes, with `encoder`.
    static func encoding<T: Encodable>(
        _ caseName: String, _ approach: String, _ value: T, bytes: Int, objects: Int, with encoder: JSONEncoder
    ) -> Measurement {
        Measurement(caseName: caseName, approach: approach, bytes: bytes, objects: objects) {
            _ = try encoder.encode(value)
        }
    }
}
