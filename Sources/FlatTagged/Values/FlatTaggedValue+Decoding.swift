#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

// How `FlatTaggedValue` finds out what a value is without the decoder telling it.
//
// `Decoder` has no "what is here?" question: a value's kind is learned by asking for one type
// after another until one decodes. Every wrong guess costs an error that the decoder builds in
// full, and Foundation's decoders build a `DecodingError`'s coding path in time quadratic in its
// depth (about 1 µs at depth 10, 2 ms at depth 500). So:
//
// 1. `null` is asked first (`decodeNil()`, free), then `String`, the most common value in JSON
//    objects: strings cost no error at all. A decoder that reads every scalar as text gives a
//    `String` for numbers and booleans too: `ScalarText` (FlatTaggedValue+Scalars.swift) decides.
// 2. A failed `String` from one of Foundation's decoders is read for a hint of what was found
//    (`MismatchHint`, FoundationSpecifics), and that kind is decoded next. A hint is only a hint:
//    if the decode it suggests fails at this value, or there is none (any other coder), every
//    kind is tried in turn. The error also tells the value's depth.
// 3. Below `deepLevel`, where one error would cost more than looking, the values of a JSON
//    object or array are read as `NestedValue<Deep>`, which asks `JSONDecoder` what it holds before
//    decoding anything (`DecoderKindProbe`): no failed guess, however deep, so a hostile document
//    nested 500 deep costs time linear in its size instead of cubic.
// 4. A number is read in the coder's own types, as a hand-written `switch` reads one: `Int64`,
//    then `UInt64`, then `Double`, so a coder that keeps integers and floating-point numbers
//    apart (CBOR refuses `Double` for an integer) gives each as it is. Foundation's decoders,
//    which read any number as `Double` as cheaply as an integer and never lose a digit of one,
//    are asked for `Double` first: an integral value is kept as `Int64` (below 2^53 straight from
//    the `Double`, beyond that decoded again as `Int64` or `UInt64`). A number no type holds
//    (`1e400`) is a `dataCorrupted` error that says so.
// 5. `Date` and `Data`, kinds of their own only in property lists, are tried only on a hint or
//    after everything else: JSON, where a date is a number or a string, never pays for them.
// 6. A guess fails either here, at this value (a wrong guess: the next one is tried), or inside
//    it, at a value of the object or array it guessed (not a wrong guess: that value's error is
//    thrown). The values inside are decoded through `NestedValue`, which marks their
//    errors as theirs (`NestedFailure`), so the two are told apart whatever the coder puts in its
//    coding paths: a coder that keeps none would otherwise have CBOR's `[1]` taken for `Data`
//    when its element fails.
//
// Objects are decoded as `[String: FlatTaggedValue]`, so their keys are the data's own: the
// decoders never apply key strategies to the keys of a string-keyed dictionary (swift-foundation
// decodes and encodes them without conversion), and keys that a strategy would make collide stay
// apart.

extension FlatTaggedValue {
    /// Decodes whatever value the decoder holds.
    public init(from decoder: any Decoder) throws {
        self = try ValueReader.decode(from: decoder, deep: false)
    }

    /// Decodes the object `decoder` holds, every key as the data spells it.
    static func decodeObject(from decoder: any Decoder) throws -> [String: FlatTaggedValue] {
        try decoder.flatTaggedCheckStack(decoding: FlatTaggedValue.self)
        if let container = try? decoder.singleValueContainer() {
            return try container.decode([String: FlatTaggedValue].self)
        }
        return try ValueReader.decodeObjectByKeys(from: decoder, deep: false)
    }
}

/// The depth from which a failed guess costs more than asking `JSONDecoder` what it holds
/// (measured on Linux: a failed guess costs about 8.5 ns × depth², the question about 8 µs).
private let deepLevel = 32

/// A value inside an object or array: its errors are marked as its own (`NestedFailure`).
/// `Depth` tells how it is decoded: by guesses (`Shallow`), or below `deepLevel` with its kind
/// asked first, its own values too (`Deep`).
private struct NestedValue<Depth: NestingDepth>: Decodable {
    let value: FlatTaggedValue

    init(from decoder: any Decoder) throws {
        do {
            value = try ValueReader.decode(from: decoder, deep: Depth.isDeep)
        } catch {
            throw NestedFailure(error: error)
        }
    }
}

/// How a `NestedValue` is decoded.
private protocol NestingDepth {
    /// Whether its kind is asked before anything is decoded.
    static var isDeep: Bool { get }
}

/// Decoded by guesses, the first the most likely.
private enum Shallow: NestingDepth {
    static var isDeep: Bool { false }
}

/// Decoded with its kind asked first.
private enum Deep: NestingDepth {
    static var isDeep: Bool { true }
}

/// An error of a value inside the object or array being guessed: not a wrong guess. Unwrapped by
/// the guess that it passed through, so it never leaves `FlatTaggedValue.init(from:)`.
private struct NestedFailure: Error {
    let error: any Error

    /// The nested error `error` carries, if it is one or a decoder wrapped one.
    static func inside(_ error: any Error) -> (any Error)? {
        if let failure = error as? NestedFailure { return failure.error }
        if let error = error as? DecodingError, case .dataCorrupted(let context) = error,
            let failure = context.underlyingError as? NestedFailure
        {
            return failure.error
        }
        return nil
    }
}

private enum ValueReader {
    /// Decodes the value `decoder` holds; `deep`: its kind is asked before anything is decoded.
    static func decode(from decoder: any Decoder, deep: Bool) throws -> FlatTaggedValue {
        try decoder.flatTaggedCheckStack(decoding: FlatTaggedValue.self)
        guard let container = try? decoder.singleValueContainer() else {
            // A decoder that holds only containers.
            if let object = try? decodeObjectByKeys(from: decoder, deep: deep) { return .object(object) }
            return .array(try decodeArray(try decoder.unkeyedContainer(), deep: deep))
        }
        if container.decodeNil() { return .null }
        if deep, let kind = DecoderKindProbe.kind(of: decoder) {
            if let value = try decode(kind, container, deep: true, known: true, decoder) { return value }
        }
        let mismatch: any Error
        do {
            // A number or a boolean when the decoder reads scalars as text: FlatTaggedValue+Scalars.swift.
            return ScalarText.value(of: try container.decode(String.self), in: container, decoder: decoder)
        } catch {
            mismatch = error
        }
        let hint = MismatchHint(mismatch, decoder: decoder)
        let level = hint.level ?? decoder.codingPath.count
        let childrenDeep = deep || level + 1 >= deepLevel
        if let kind = hint.kind, let value = try decode(kind, container, deep: childrenDeep, known: false, decoder) {
            return value
        }
        // No hint, or a wrong one: every kind in turn.
        for kind in [JSONKind.number, .bool, .object, .array, .date, .data] {
            if let value = try decode(kind, container, deep: childrenDeep, known: false, decoder) { return value }
        }
        throw DecodingError.dataCorrupted(
            .init(
                codingPath: (mismatch as? DecodingError)?.codingPath ?? decoder.codingPath,
                debugDescription: "expected null, a boolean, a number, a string, an array, an object, a date or data",
                underlyingError: mismatch))
    }

    /// The value as `kind`, or `nil` if it is not one: a decode that fails at this value (unless
    /// `known`, the kind the decoder said it holds) means a wrong guess. Errors of the values
    /// inside an object or array are thrown.
    ///
    /// Objects and arrays, which recurse, and scalars, which don't, are decoded in functions of
    /// their own: the scalars' code (numbers, dates, data) would make this frame, one per level
    /// of nesting, 2 KB in a release build (measured: 2,160 of a level's 5,184 bytes).
    private static func decode(
        _ kind: JSONKind, _ container: any SingleValueDecodingContainer, deep: Bool, known: Bool,
        _ decoder: any Decoder
    ) throws -> FlatTaggedValue? {
        switch kind {
        case .object, .array: try decodeNested(kind, container, deep: deep, known: known)
        default: try decodeScalar(kind, container, known: known, decoder)
        }
    }

    /// An object or an array, or `nil` if the value is not one.
    @inline(never)
    private static func decodeNested(
        _ kind: JSONKind, _ container: any SingleValueDecodingContainer, deep: Bool, known: Bool
    ) throws -> FlatTaggedValue? {
        if kind == .object {
            if deep {
                return try attempt(known) {
                    .object(try container.decode([String: NestedValue<Deep>].self).mapValues(\.value))
                }
            }
            return try attempt(known) {
                .object(try container.decode([String: NestedValue<Shallow>].self).mapValues(\.value))
            }
        }
        if deep {
            return try attempt(known) { .array(try container.decode([NestedValue<Deep>].self).map(\.value)) }
        }
        return try attempt(known) { .array(try container.decode([NestedValue<Shallow>].self).map(\.value)) }
    }

    /// A scalar of `kind`, or `nil` if the value is not one.
    @inline(never)
    private static func decodeScalar(
        _ kind: JSONKind, _ container: any SingleValueDecodingContainer, known: Bool, _ decoder: any Decoder
    ) throws -> FlatTaggedValue? {
        switch kind {
        case .null: container.decodeNil() ? .null : nil
        case .string: try attempt(known) { .string(try container.decode(String.self)) }
        case .number: try decodeNumber(container, known: known, decoder)
        case .bool: try attempt(known) { .bool(try container.decode(Bool.self)) }
        case .date: try attempt(known) { .date(try container.decode(Date.self)) }
        case .data: try attempt(known) { .data(try container.decode(Data.self)) }
        case .object, .array: try decodeNested(kind, container, deep: false, known: known)
        }
    }

    /// `body`'s value, or `nil` if it fails at this value (unless `known`): a wrong guess. The
    /// errors of the values inside an object or array are thrown.
    private static func attempt<T>(_ known: Bool, _ body: () throws -> T) throws -> T? {
        do {
            return try body()
        } catch {
            if let nested = NestedFailure.inside(error) { throw nested }
            guard !known, let error = error as? DecodingError else { throw error }
            switch error {
            case .typeMismatch, .valueNotFound, .dataCorrupted: return nil
            default: throw error
            }
        }
    }

    /// A number, or `nil` if the value is not one. Integral values become `.int` (or `.uint`
    /// beyond `Int64`), others `.double`. A number that no type holds (`1e400`) throws.
    private static func decodeNumber(
        _ container: any SingleValueDecodingContainer, known: Bool, _ decoder: any Decoder
    ) throws -> FlatTaggedValue? {
        guard FoundationDecoders.keepKinds(decoder) else { return try decodeNumberInOwnTypes(container, known: known) }
        let double: Double
        do {
            double = try container.decode(Double.self)
        } catch DecodingError.typeMismatch where !known {
            return nil
        } catch {
            // A number `Double` can't hold: an integer may still read it.
            if let value = try? container.decode(Int64.self) { return .int(value) }
            if let value = try? container.decode(UInt64.self) { return .uint(value) }
            throw outOfRange(error, container)
        }
        guard double.rounded(.towardZero) == double else { return .double(double) }
        // Every integer below 2^53 is exact as a `Double`; beyond, decode the digits again.
        if double.magnitude < 0x1p53 { return .int(Int64(double)) }
        // (`Int64.max` rounds up to 2^63 as a `Double`, and `UInt64.max` to 2^64: both bounds inclusive.)
        if double >= -0x1p63, double <= 0x1p63, let value = try? container.decode(Int64.self) { return .int(value) }
        if double >= 0x1p63, double <= 0x1p64, let value = try? container.decode(UInt64.self) { return .uint(value) }
        return .double(double)
    }

    /// A number read as a hand-written `switch` reads one, in the coder's own types: `Int64`,
    /// `UInt64`, then `Double`, each kept as the type that read it. `nil` when every type
    /// refuses the value as not a number (`typeMismatch`); a number that none holds throws.
    private static func decodeNumberInOwnTypes(_ container: any SingleValueDecodingContainer, known: Bool) throws
        -> FlatTaggedValue?
    {
        var notANumber = true
        let failure: any Error
        do {
            return .int(try container.decode(Int64.self))
        } catch {
            if case DecodingError.typeMismatch = error {} else { notANumber = false }
            failure = error
        }
        do {
            return .uint(try container.decode(UInt64.self))
        } catch {
            if case DecodingError.typeMismatch = error {} else { notANumber = false }
        }
        do {
            return .double(try container.decode(Double.self))
        } catch {
            if case DecodingError.typeMismatch = error {} else { notANumber = false }
        }
        if notANumber && !known { return nil }
        throw outOfRange(failure, container)
    }

    /// The error for a number that no type holds. The decoder's own error may quote every digit:
    /// it is not carried (see `NumberOutOfRangeError`).
    private static func outOfRange(_ error: any Error, _ container: any SingleValueDecodingContainer) -> DecodingError {
        var underlying = error
        if case .dataCorrupted(let context) = error as? DecodingError, let inner = context.underlyingError {
            underlying = inner
        }
        let number = NumberOutOfRangeError.parsedNumber(in: underlying).map { " " + messageQuoted($0) } ?? ""
        return DecodingError.dataCorrupted(
            .init(
                codingPath: (error as? DecodingError)?.codingPath ?? container.codingPath,
                debugDescription:
                    "FlatTaggedValue: a number out of range\(number): beyond what Double, Int64 and UInt64 hold"))
    }

    /// An object read through a keyed container: for a decoder that has no single-value
    /// container, so no dictionary can be decoded from it. Its keys go through the decoder's key
    /// strategy, if it has one.
    static func decodeObjectByKeys(from decoder: any Decoder, deep: Bool) throws -> [String: FlatTaggedValue] {
        let container = try decoder.container(keyedBy: FlatTaggedCodingKey.self)
        var object: [String: FlatTaggedValue] = [:]
        for key in container.allKeys {
            object[key.stringValue] =
                deep
                ? try container.decode(NestedValue<Deep>.self, forKey: key).value
                : try container.decode(FlatTaggedValue.self, forKey: key)
        }
        return object
    }

    private static func decodeArray(_ container: any UnkeyedDecodingContainer, deep: Bool) throws -> [FlatTaggedValue] {
        var container = container
        var elements: [FlatTaggedValue] = []
        while !container.isAtEnd {
            elements.append(
                deep ? try container.decode(NestedValue<Deep>.self).value : try container.decode(FlatTaggedValue.self))
        }
        return elements
    }
}

extension DecodingError {
    /// The coding path of any kind of decoding error.
    fileprivate var codingPath: [any CodingKey] {
        switch self {
        case .typeMismatch(_, let context), .valueNotFound(_, let context), .keyNotFound(_, let context),
            .dataCorrupted(let context):
            context.codingPath
        @unknown default: []
        }
    }
}
