import EdgeSupport
import Fallbacks
import FlatTagged
import Foundation
import Testing

@Test(arguments: ["1", "true", "[]", "{}", "1.5", #"["text"]"#])
func tagOfTheWrongTypeIsATypeMismatchAtTheKey(tag: String) {
    for parts in [
        decodingError(Activity.self, #"{"type":\#(tag),"text":"x"}"#),
        decodingError(Item.self, #"{"type":\#(tag),"text":"x"}"#),
        decodingError(Command.self, #"{"op":\#(tag),"args":1}"#),
    ] {
        #expect(parts?.kind == .typeMismatch, "\(tag): \(String(describing: parts))")
        #expect(parts?.path.last == "type" || parts?.path.last == "op", "\(tag): \(String(describing: parts))")
    }
}

@Test func missingTagIsKeyNotFound() {
    for json in [#"{"text":"x"}"#, "{}"] {
        for parts in [decodingError(Activity.self, json), decodingError(Item.self, json)] {
            #expect(parts?.kind == .keyNotFound, "\(json): \(String(describing: parts))")
            #expect(parts?.path == ["type"], "\(json): \(String(describing: parts))")
        }
    }
}

/// A null tag should be `keyNotFound`, like a missing one; 6.3.1's FlatTagged gives `valueNotFound` at the
/// key, which this package does not judge: either is a `DecodingError` at the key.
@Test func nullTagIsAnErrorAtTheKey() {
    let json = #"{"type":null,"text":"x"}"#
    for parts in [decodingError(Activity.self, json), decodingError(Item.self, json)] {
        #expect(parts?.kind == .keyNotFound || parts?.kind == .valueNotFound, "\(String(describing: parts))")
        #expect(parts?.path == ["type"], "\(String(describing: parts))")
    }
}

@Test(arguments: ["\"text\"", "[]", "null", "42", #"[{"type":"like"}]"#])
func notAnObjectIsATypeMismatch(json: String) {
    // A top-level `null` is `valueNotFound`, as for any keyed type.
    let expected: DecodingErrorParts.Kind = json == "null" ? .valueNotFound : .typeMismatch
    for parts in [decodingError(Activity.self, json), decodingError(Item.self, json)] {
        #expect(parts?.kind == expected, "\(json): \(String(describing: parts))")
    }
}
