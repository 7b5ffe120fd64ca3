#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Foundation's decoders that tell strings, numbers and booleans apart: JSON's and property
/// lists' (XML and binary). Their types are found once, by decoding through each.
///
/// What is known of them only saves work: `FlatTaggedValue` asks them no second question about a
/// string that reads as a number, reads their numbers as `Double` first (they read any number
/// that way without loss), and takes a hint from their type-mismatch messages (`MismatchHint`).
/// Every other decoder gets the protocol-level path. `FoundationCanaryTests` fails the day a
/// Foundation update makes these types unknowable.
enum FoundationDecoders {
    /// True when `decoder` is one of Foundation's decoders that keep each scalar's kind.
    ///
    /// `JSONDecoder`'s type is asked first, and found by itself: a decoder of `JSONDecoder`'s
    /// never makes the property-list decoders' types be found (two property lists encoded and
    /// decoded, once: callgrind counts 0.28 million instructions for JSON's type alone, 1.98
    /// million for all three).
    static func keepKinds(_ decoder: any Decoder) -> Bool {
        let type = ObjectIdentifier(Swift.type(of: decoder))
        return type == jsonDecoderType || propertyListDecoderTypes.contains(type)
    }

    /// The type of the decoder `JSONDecoder` hands to `init(from:)`.
    private static let jsonDecoderType: ObjectIdentifier? = {
        try? JSONDecoder().decode(DecoderType.self, from: Data("0".utf8)).type
    }()

    /// The types of the decoders `PropertyListDecoder` hands to `init(from:)`, XML and binary.
    private static let propertyListDecoderTypes: [ObjectIdentifier] = {
        var types: [ObjectIdentifier] = []
        for format in [PropertyListDecoder.PropertyListFormat.xml, .binary] {
            let encoder = PropertyListEncoder()
            encoder.outputFormat = format
            if let data = try? encoder.encode([0]),
                let found = try? PropertyListDecoder().decode([DecoderType].self, from: data).first
            {
                types.append(found.type)
            }
        }
        return types
    }()

    /// The type of the decoder it is decoded from.
    private struct DecoderType: Decodable {
        let type: ObjectIdentifier
        init(from decoder: any Decoder) throws { type = ObjectIdentifier(Swift.type(of: decoder)) }
    }
}
