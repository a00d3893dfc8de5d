import Foundation
import Testing

@testable import App
@testable import SessionStore

/// Inputs the deep-link fuzzer (`make fuzz`) found breaking a property, kept as they were found.
struct DeepLinkFuzzRegressionTests {
    /// A home link with 250 bytes of binary junk as its path: the refusal quoted the whole path.
    static let longJunkPath =
        "ZXhhbXBsZTovL2hvbWUvaXRlbS9uLAEAAAAAAIiIiIiIiIiIiIiIiIiIiIiIiIiIiIioiIiIiIiIiIiIiIiIiIiIiGxlOi8vLy86LwMAAAAAAAAALzEvLzovUy86L1NlbmNlL2hvbWUvAC87Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7OzAvLzpsZTovLy8vOi8DAAAAAAAAAC8xLy86L1MvOi9TZW5jL1MvMi+IiIiIiIiIiIiIiIiIiADYcKA="

    @Test func aRefusedLinkWithALongPathIsQuotedShort() throws {
        let bytes = try #require(Data(base64Encoded: Self.longJunkPath))
        let link = String(decoding: bytes, as: UTF8.self)
        do {
            let parsed = try DeepLinkParser.parse(link, scheme: "example")
            Issue.record("junk parsed as \(parsed)")
        } catch {
            guard case .unknownPath = error else {
                Issue.record("expected an unknown path, found \(error)")
                return
            }
            #expect(error.description.count <= 200)
        }
    }

    /// A search of 282 bytes, mostly replacement characters: accepted, it printed back as a
    /// 2,275-character link that the parser then refused as too long.
    static let searchThatOutgrewItsLink =
        "ZXhhbXBsZTovL2V4cGxvcmU/cT1jEMicnP8AAAAAAAAAAADHx8fHx8fHx8fHx8fHx8fHx8fHx8fHx8fHx8fHx8fHx8fHx8fHx8fHx8fHx8fHx8fHx8fHx8fHx8fHx8fHx8fHx8fHx8fHx8fHxwAAAAAAAADHx8fHx8fHx8fHx8fHx8fHx8fHx8fHx8fHx8fHx8fHx8fHx8fHx8fHx8fHx8fHx8fHx8fHx8fHx8fHx8fHx8fHx8fHx8fHx8fHx8fHx8fHx8fHx8fHx13Hx8fHx8fHx8fHx8fHAAAAAAD//8fHx8fHx8fHx8fHx13Hx8fHx8fHx8fHx8fHAAAAAAD///////////////+cK2Hj4+Pj4+Pj4+Pj4+Pj4+Pj4+Pj4+Pj4+NhZmVQb2k="

    @Test func anAcceptedSearchPrintsBackAsALinkThatOpensIt() throws {
        let bytes = try #require(Data(base64Encoded: Self.searchThatOutgrewItsLink))
        let text = String(decoding: bytes, as: UTF8.self)
        do {
            let link = try DeepLinkParser.parse(text, scheme: "example")
            #expect(try DeepLinkParser.parse(link.link(scheme: "example"), scheme: "example") == link)
        } catch {
            #expect(error.description.contains("the limit is \(DeepLinkParser.maximumQueryByteCount)"))
        }
    }

    @Test func theLongestAcceptedSearchPrintsBackWithinTheLinkLimit() throws {
        let query = String(repeating: "\u{FFFD}", count: DeepLinkParser.maximumQueryByteCount / 3)
        let link = DeepLink.explore(query: query)
        #expect(link.link(scheme: "example").count <= AppConfiguration.maximumDeepLinkLength)
        #expect(try DeepLinkParser.parse(link.link(scheme: "example"), scheme: "example") == link)
    }

    /// A host of 260 characters with a query: "takes no query" quoted the whole host.
    static let longHostWithAQuery =
        "ZXhhbXBsZTovL3V1dXV1dXV1dXV1dXV1dXV1dXV1dXV1dWV4dXV1dXV1dXV1dXV1dXV1dXV1dXV1dXV1dXV1dXV1dXV1dXV1dXV1dXV1dXV1dXV1dXV1dXV1dXV1dXV1dXV1dXV1dXV1dXV1dXV1dXV1dXV1dXV1dXV1dXV1dXV1dXV1dXV1dXV1dXVleHV1dXV1dXV1dXV1dXV1dXV1dXV1dXV1dXV1dXV1dXV1dXV1dXV1dXV1dXV1dXV1dXV1dXV1dXV1dXV1dXV1dXV1dXV1dXV1dXV1dXV1dXV1dXV1dXV1dXV1dXV1dXV1dXV1dXV1dXV1dXV1dXV1dXV1dXV1dXV1dXV1dXV1dXV1dXV1dXV1dXV1dXV1cGxvJiZyPyZlAAAA"

    @Test func aLongHostWithAQueryIsQuotedShort() throws {
        let bytes = try #require(Data(base64Encoded: Self.longHostWithAQuery))
        #expect {
            try DeepLinkParser.parse(String(decoding: bytes, as: UTF8.self), scheme: "example")
        } throws: { error in
            guard let error = error as? DeepLinkError, case .invalidQuery = error else { return false }
            return error.description.count <= 200
        }
    }

    @Test func aLongUnknownHostIsQuotedShort() {
        let host = String(repeating: "h", count: 1_500)
        #expect(throws: DeepLinkError.unknownHost(host)) {
            try DeepLinkParser.parse("example://" + host, scheme: "example")
        }
        #expect(DeepLinkError.unknownHost(host).description.count <= 200)
    }
}
