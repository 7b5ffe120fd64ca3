import FlatTagged
import Foundation

/// One form or option of FlatTagged as the promise suite sees it: how to nest a value of it,
/// decode and encode it, and where a hostile input puts a huge tag, key, string or number. The
/// suite's every check runs over `PromiseSubject.all`; a new form or option joins that list
/// (PromiseSubjects.swift) and so gets every check.
struct PromiseSubject: Sendable, CustomStringConvertible {
    /// How test output names the subject: "flat form".
    let name: String
    /// What every decoding error's message must name: the enum, the family or the runtime type.
    let typeName: String
    /// The registry the coders carry (for families), nil for the others.
    var registry: FlatTaggedRegistry? = nil
    /// JSON of one value nested exactly `depth` levels of objects and arrays, the outermost
    /// included, so that 510 stays within `JSONDecoder`'s 512.
    let nested: @Sendable (_ depth: Int) -> String
    /// The Swift type a value of the subject decodes as, for coders other than JSON's
    /// (Coders/StrictCoderPromiseTests.swift).
    let valueType: any (Codable & Sendable).Type
    /// Decodes a value of the subject from `data`.
    let decodeValue: @Sendable (_ data: Data, _ decoder: JSONDecoder) throws -> PromiseValue
    /// Inputs holding `literal`, a huge JSON value of `kind`, wherever this subject may quote it.
    let huge: @Sendable (_ kind: HugeKind, _ literal: String) -> [String]
    /// Inputs every decoder of the subject must reject with a `DecodingError` naming `typeName`.
    let invalid: [String]
    /// Values whose flattened payload, labels and tag write the same key.
    let collisions: [PromiseCollision]
    /// Inputs with a key written twice, each beside the same object written once with the value
    /// `JSONDecoder` reads for that key (the first, as a synthesized type reads it).
    let duplicates: [DuplicateKeyInput]
    /// An input in snake case whose data holds keys that key strategies must leave alone
    /// (`user_id`, and `fooBar` beside `foo_bar`).
    let strategyInput: String

    var description: String { name }

    /// A decoder configured for the subject.
    func decoder(_ keys: JSONDecoder.KeyDecodingStrategy = .useDefaultKeys) -> JSONDecoder {
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = keys
        if let registry { decoder.userInfo[.flatTagged] = registry }
        return decoder
    }

    /// An encoder configured for the subject, with sorted keys.
    func encoder(_ keys: JSONEncoder.KeyEncodingStrategy = .useDefaultKeys) -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        encoder.keyEncodingStrategy = keys
        if let registry { encoder.userInfo[.flatTagged] = registry }
        return encoder
    }

    func decode(_ text: String, keys: JSONDecoder.KeyDecodingStrategy = .useDefaultKeys) throws -> PromiseValue {
        try decodeValue(Data(text.utf8), decoder(keys))
    }

    /// Decodes with `type`, for subjects that are one Swift type.
    static func decoding<T: Codable & Sendable>(_ type: T.Type) -> @Sendable (Data, JSONDecoder) throws -> PromiseValue
    {
        { data, decoder in PromiseValue(try decoder.decode(T.self, from: data)) }
    }
}

/// A decoded value of any subject, kept to be encoded (perhaps on another thread).
struct PromiseValue: Sendable {
    let value: any Encodable & Sendable

    init(_ value: any Encodable & Sendable) { self.value = value }

    func encode(with encoder: JSONEncoder) throws -> Data { try encoder.encode(value) }
}

/// Where a huge value goes: a tag, a key, a string, a number.
enum HugeKind: String, CaseIterable, Sendable {
    case tag, key, string, number

    /// 100,000 characters of JSON of the kind.
    var literal: String {
        switch self {
        case .tag, .key, .string: "\"" + String(repeating: "x", count: 100_000) + "\""
        case .number: "1" + String(repeating: "7", count: 99_999)
        }
    }
}

/// A key written twice in one object, and the object as the decoder reads it.
struct DuplicateKeyInput: Sendable, CustomStringConvertible {
    let input: String
    let asRead: String
    var description: String { input }
}

/// How encoding a colliding value ended.
enum CollisionOutcome {
    /// Encoded, and what was written decodes back to an equal value.
    case roundTripped
    /// Encoding threw.
    case threw(any Error)
    /// Encoded, but what was written decodes to another value or not at all: a key was lost.
    case lost(written: String, detail: String)
}

/// A value whose keys collide, and how to check what encoding it does.
struct PromiseCollision: Sendable, CustomStringConvertible {
    let description: String
    let check: @Sendable (_ subject: PromiseSubject) -> CollisionOutcome

    init(_ description: String, check: @escaping @Sendable (PromiseSubject) -> CollisionOutcome) {
        self.description = description
        self.check = check
    }

    /// Encodes `value`, decodes what was written as `T` and compares.
    init<T: Codable & Equatable & Sendable>(_ description: String, _ value: T) {
        self.init(description) { subject in
            Self.roundTrip(value, subject: subject, as: T.self) { $0 == value ? nil : "decoded \($0)" }
        }
    }

    /// Encodes `value`, decodes what was written as `T`, and asks `difference` what changed (nil:
    /// nothing).
    static func roundTrip<T: Codable>(
        _ value: T, subject: PromiseSubject, as type: T.Type, difference: (T) -> String?
    ) -> CollisionOutcome {
        let written: Data
        do { written = try subject.encoder().encode(value) } catch { return .threw(error) }
        let text = String(decoding: written, as: UTF8.self)
        do {
            let decoded = try subject.decoder().decode(T.self, from: written)
            return difference(decoded).map { .lost(written: text, detail: $0) } ?? .roundTripped
        } catch {
            return .lost(written: text, detail: "it doesn't decode: \(error)")
        }
    }
}
