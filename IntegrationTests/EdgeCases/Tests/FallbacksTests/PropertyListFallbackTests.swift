import EdgeSupport
import Fallbacks
import FlatTagged
import Foundation
import Testing

/// An object of a kind `Item` doesn't know, with property-list-only values inside.
struct Attachment: Codable, Equatable {
    var type = "attachment"
    var created: Date
    var bytes: Data
    var parts: [Part]
    struct Part: Codable, Equatable {
        var at: Date
        var chunk: Data
        var size: Int
    }
}

@Test(arguments: [PropertyListSerialization.PropertyListFormat.binary, .xml])
func unknownPropertyListObjectKeepsDatesAndData(format: PropertyListSerialization.PropertyListFormat) throws {
    let original = Attachment(
        created: Date(timeIntervalSinceReferenceDate: 734_000_000.5),
        bytes: Data([0, 1, 2, 255]),
        parts: [Attachment.Part(at: Date(timeIntervalSinceReferenceDate: -1), chunk: Data(), size: 3)]
    )
    let encoder = PropertyListEncoder()
    encoder.outputFormat = format
    let item = try PropertyListDecoder().decode(Item.self, from: encoder.encode(original))
    #expect(item.flatTag == "attachment")
    let back = try PropertyListDecoder().decode(Attachment.self, from: encoder.encode(item))
    // XML property lists keep dates to the second: the fallback must keep exactly what the
    // typed struct itself keeps through the same format.
    let typed = try PropertyListDecoder().decode(Attachment.self, from: encoder.encode(original))
    #expect(back == typed)
    #expect(back.bytes == original.bytes)
    if format == .binary { #expect(back == original) }
}
