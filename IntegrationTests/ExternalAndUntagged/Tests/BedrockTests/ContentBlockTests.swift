import Bedrock
import FlatTagged
import Foundation
import Testing

/// Bedrock Converse's content blocks, checked against the tool-use conversation of AWS's
/// Converse documentation.
@Suite("Bedrock Converse")
struct ContentBlockTests {
    @Test func toolUseConversation() throws {
        let text = #"""
            [
                {"role": "user", "content": [{"text": "What is the most popular song on WZPZ?"}]},
                {"role": "assistant", "content": [
                    {"toolUse": {"toolUseId": "tooluse_kZJMlvQmRJ6eAyJE5GIl7Q", "name": "top_song", "input": {"sign": "WZPZ"}}}
                ]},
                {"role": "user", "content": [
                    {"toolResult": {
                        "toolUseId": "tooluse_kZJMlvQmRJ6eAyJE5GIl7Q",
                        "content": [{"json": {"song": "Elemental Hotel", "artist": "8 Storey Hike"}}]
                    }}
                ]}
            ]
            """#
        let messages = try JSONDecoder().decode([Message].self, from: Data(text.utf8))
        #expect(messages[0].content == [.text("What is the most popular song on WZPZ?")])
        #expect(
            messages[1].content == [
                .toolUse(
                    toolUseId: "tooluse_kZJMlvQmRJ6eAyJE5GIl7Q", name: "top_song",
                    input: .object(["sign": .string("WZPZ")]))
            ])
        guard case .toolResult(let id, let content, let status) = messages[2].content[0] else {
            Issue.record("expected a tool result, got \(messages[2].content)")
            return
        }
        #expect(id == "tooluse_kZJMlvQmRJ6eAyJE5GIl7Q")
        #expect(content == [.json(.object(["song": .string("Elemental Hotel"), "artist": .string("8 Storey Hike")]))])
        #expect(status == nil)
        let encoded = try JSONEncoder().encode(messages)
        #expect(try parsed(encoded) == parsed(Data(text.utf8)))
    }

    @Test func imagesAndTheirErrorPath() throws {
        let image = ContentBlock.image(ImageBlock(format: "png", source: .bytes(Data([0x89, 0x50, 0x4E, 0x47]))))
        let encoded = try JSONEncoder().encode([image])
        #expect(
            try parsed(encoded) == parsed(Data(#"[{"image":{"format":"png","source":{"bytes":"iVBORw=="}}}]"#.utf8)))
        #expect(try JSONDecoder().decode([ContentBlock].self, from: encoded) == [image])
        // A payload's error path runs through the tag.
        let broken = Data(#"[{"image":{"format":"png","source":{"bytes":"not base64!"}}}]"#.utf8)
        let error = try #require(throws: DecodingError.self) {
            try JSONDecoder().decode([ContentBlock].self, from: broken)
        }
        guard case .dataCorrupted(let context) = error else {
            Issue.record("expected dataCorrupted, got \(error)")
            return
        }
        #expect(
            context.codingPath.map { $0.intValue.map(String.init) ?? $0.stringValue } == [
                "0", "image", "source", "bytes",
            ])
    }

    @Test func unknownBlocksAreKeptWhole() throws {
        let text = #"{"reasoningContent":{"reasoningText":{"text":"…","signature":"abc"}}}"#
        let block = try JSONDecoder().decode(ContentBlock.self, from: Data(text.utf8))
        #expect(block.flatTag == "reasoningContent")
        #expect(block.kind == nil)
        #expect(try parsed(JSONEncoder().encode(block)) == parsed(Data(text.utf8)))
    }

    private func parsed(_ data: Data) throws -> NSObject {
        try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed]) as! NSObject
    }
}
