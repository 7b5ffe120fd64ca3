import FlatTagged
import Foundation
import Testing

/// `rest:` through a decoder that lends one container per value (MessagePack's, reproduced by
/// `OneContainerDecoder`): the object under the content key and under an external tag is read
/// through containers of its own, so their rest is kept; a case that reads the rest of the
/// enum's own object (the flat form, a `flat` case of the content form, an untagged object case)
/// asks that decoder for a second keyed container, which such a decoder refuses, and gets an
/// error that says so (a decoder that traps there, as MessagePack's does, traps).
@Suite("rest: through a decoder that lends one container per value")
struct RestOneContainerTests {
    @Test func theContentAndExternalFormsKeepTheRest() throws {
        let log = OneContainerLog()
        #expect(
            try log.decode(RestGateway.self, #"{"op":10,"d":{"heartbeatInterval":41250,"_trace":["gw-1"]}}"#)
                == .hello(heartbeatInterval: 41250, extra: ["_trace": .array([.string("gw-1")])]))
        #expect(
            try log.decode(RestShape.self, #"{"circle":{"radius":2.5,"color":"red"}}"#)
                == .circle(radius: 2.5, more: ["color": .string("red")]))
        #expect(log.violations.isEmpty, "\(log.violations)")
    }

    @Test func theFlatFormSaysItNeedsASecondContainer() throws {
        let text =
            #"{"type":"com.example.order.created","specversion":"1.0","id":"1","source":"/s","data":{"orderNumber":"o","total":1},"x":1}"#
        let log = OneContainerLog()
        let error = try #require(throws: DecodingError.self) { try log.decode(RestCloudEvent.self, text) }
        #expect(log.violations.count == 1)
        let description = context(of: error)?.debugDescription ?? ""
        #expect(description.hasPrefix("RestCloudEvent.orderCreated: "), "\(description)")
        #expect(description.contains("a second keyed container"), "\(description)")
        #expect(context(of: error)?.underlyingError is OneContainerViolation)
    }

    @Test func anUntaggedObjectCaseSaysItNeedsASecondContainer() throws {
        let log = OneContainerLog()
        let error = try #require(throws: DecodingError.self) {
            try log.decode(RestRPC.self, #"{"jsonrpc":"2.0","id":1,"method":"m"}"#)
        }
        #expect(!log.violations.isEmpty)
        #expect(String(describing: error).contains("a second keyed container"), "\(error)")
    }
}
