import Discord
import Foundation
import Testing

/// Discord's gateway and message components, against the payloads its documentation shows.
@Suite("Discord")
struct DiscordTests {
    @Test func everyOpcodeDecodesAndReencodesExactly() throws {
        #expect(try expectPublishedJSON(GatewayPayload.self, "discord-hello") == .hello(heartbeatInterval: 45000))
        #expect(try expectPublishedJSON(GatewayPayload.self, "discord-heartbeat") == .heartbeat(251))
        #expect(try expectPublishedJSON(GatewayPayload.self, "discord-heartbeat-null") == .heartbeat(nil))
        #expect(try expectPublishedJSON(GatewayPayload.self, "discord-heartbeat-ack") == .heartbeatAck)
        #expect(try expectPublishedJSON(GatewayPayload.self, "discord-reconnect") == .reconnect(nil))
        #expect(try expectPublishedJSON(GatewayPayload.self, "discord-invalid-session") == .invalidSession(false))
    }

    @Test func dispatchesCarryTheEventBesideTheSequenceNumber() throws {
        let ready = try expectPublishedJSON(GatewayPayload.self, "discord-ready")
        guard case .dispatch(.ready(let data), let sequence) = ready else {
            Issue.record("READY decoded as \(ready)")
            return
        }
        #expect(sequence == 1)
        #expect(data.sessionID == "a3bd3d2c0c8e1f32bd2a9f6c7e2b5f11")
        #expect(data.user.globalName == "Nelly")

        let created = try expectPublishedJSON(GatewayPayload.self, "discord-message-create")
        guard case .dispatch(.messageCreate(let message), 42) = created else {
            Issue.record("MESSAGE_CREATE decoded as \(created)")
            return
        }
        #expect(message.content == "Supa Hot")
        #expect(
            message.components == [
                .actionRow(components: [.button(style: 1, label: "Click me!", customID: "click_one", url: nil)])
            ])
    }

    @Test func kindsAreTheOpcodes() {
        #expect(GatewayPayload.Kind.allCases.map(\.rawValue) == [0, 1, 7, 9, 10, 11])
        #expect(GatewayPayload.heartbeat(nil).kind == .heartbeat)
        #expect(DispatchEvent.Kind.messageCreate.rawValue == "MESSAGE_CREATE")
    }

    @Test func componentsUseCustomIDAndTheirOtherSnakeCaseKeys() throws {
        #expect(
            try expectPublishedJSON(Component.self, "discord-action-row")
                == .actionRow(components: [.button(style: 1, label: "Click me!", customID: "click_one", url: nil)]))
        #expect(
            try expectPublishedJSON(Component.self, "discord-link-button")
                == .button(
                    style: 5, label: "Docs", customID: nil, url: "https://discord.com/developers/docs",
                    isDisabled: true))
        let select = try expectPublishedJSON(Component.self, "discord-string-select")
        guard case .stringSelect(let customID, let options, _, let minValues, let maxValues) = select else {
            Issue.record("decoded as \(select)")
            return
        }
        #expect(customID == "class_select_1" && options.count == 3 && minValues == 1 && maxValues == 3)
        #expect(
            try expectPublishedJSON(Component.self, "discord-text-input")
                == .textInput(
                    customID: "name", style: 1, label: "Name", minLength: 1, maxLength: 4000, required: true,
                    placeholder: "John"))
    }

    @Test func convertFromSnakeCaseOnTopOfLabelNamingFailsAsSynthesizedCodableDoes() throws {
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        #expect(throws: DecodingError.self) {
            try decoder.decode(Component.self, from: Data(try fixture("discord-text-input").utf8))
        }
    }
}
