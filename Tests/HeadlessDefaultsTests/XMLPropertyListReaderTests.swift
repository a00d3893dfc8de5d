import Foundation
import Testing

@testable import HeadlessDefaults

/// The app's own reader of XML property lists: what Foundation writes reads back the same,
/// and nothing in a file can make it expand, reach outside the file or recurse without end.
struct XMLPropertyListReaderTests {
    private func read(_ xml: String) throws(XMLPropertyListReader.Failure) -> PropertyListValue {
        try XMLPropertyListReader.read(Data(xml.utf8))
    }

    private func refusal(_ xml: String) -> String? {
        do {
            _ = try read(xml)
            return nil
        } catch {
            return error.description
        }
    }

    @Test func everyValueFoundationWritesReadsBackTheSame() throws {
        let date = Date(timeIntervalSinceReferenceDate: -1_234_567_890)
        let root: [String: Any] = [
            "text": "Zoë <&> \"quoted\" 'single' 🌍\ttab", "empty": "", "negative": -42,
            "large": Int64.max, "real": 2.5, "yes": true, "no": false, "date": date,
            "data": Data([0, 1, 2, 254, 255]), "list": [1, "two", [3]] as [Any], "nothing": [String: Any](),
        ]
        let data = try PropertyListSerialization.data(fromPropertyList: root, format: .xml, options: 0)
        let value = try XMLPropertyListReader.read(data)
        #expect(value["text"] == .string("Zoë <&> \"quoted\" 'single' 🌍\ttab"))
        #expect(value["empty"] == .string(""))
        #expect(value["negative"] == .integer(-42))
        #expect(value["large"] == .integer(Int64.max))
        #expect(value["real"] == .real(2.5))
        #expect(value["yes"] == .boolean(true))
        #expect(value["no"] == .boolean(false))
        #expect(value["date"] == .date(date))
        #expect(value["data"] == .data(Data([0, 1, 2, 254, 255])))
        #expect(value["list"] == .array([.integer(1), .string("two"), .array([.integer(3)])]))
        #expect(value["nothing"] == .dictionary([]))
    }

    @Test func commentsCDATACharacterReferencesAndLineEndsReadAsXMLSays() throws {
        let value = try read(
            "\u{FEFF}<?xml version=\"1.0\" encoding=\"UTF-8\"?><!-- made by hand -->\n"
                + "<!DOCTYPE plist PUBLIC \"-//Apple//DTD PLIST 1.0//EN\" \"http://www.apple.com/DTDs/PropertyList-1.0.dtd\">"
                + "<plist version=\"1.0\"><dict><!-- a note --><key>a&amp;b</key>"
                + "<string>x<![CDATA[<not a tag>]]>&#233;&#x1F30D;<!-- gone -->\r\ny</string>"
                + "<key>dates</key><array><date>1970-01-01T00:00:00Z</date><date>2024-02-29T12:34:56Z</date></array>"
                + "</dict></plist>\n")
        #expect(value["a&b"] == .string("x<not a tag>é🌍\ny"))
        #expect(
            value["dates"]
                == .array([
                    .date(Date(timeIntervalSince1970: 0)), .date(Date(timeIntervalSince1970: 1_709_210_096)),
                ]))
    }

    @Test func aDoctypeThatDeclaresEntitiesIsRefusedBeforeAnythingExpands() {
        let laughs = """
            <?xml version="1.0"?>
            <!DOCTYPE plist [<!ENTITY a "lol"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">]>
            <plist version="1.0"><string>&b;</string></plist>
            """
        #expect(refusal(laughs)?.hasPrefix("the DOCTYPE declares entities or elements of its own") == true)
    }

    @Test func anEntityOtherThanXMLsFiveIsRefused() {
        #expect(
            refusal("<plist><string>&secret;</string></plist>")?.contains("&secret; is not one of XML's five") == true)
        #expect(refusal("<plist><string>&#0;</string></plist>")?.contains("is not a character") == true)
    }

    @Test func anotherEncodingIsRefusedNamingIt() {
        #expect(
            refusal("<?xml version=\"1.0\" encoding=\"UTF-16\"?><plist><true/></plist>")?.contains("'UTF-16'") == true)
    }

    /// The refusal names the byte it stopped at: the end of the first `<array>` past the limit,
    /// in a file of 1.5 MB. The work is counted in bytes read, not timed.
    @Test func nestingIsBoundedHoweverDeepTheFile() {
        let depth = 100_000
        let xml = String(repeating: "<array>", count: depth) + String(repeating: "</array>", count: depth)
        let stop = (XMLPropertyListReader.maximumDepth + 1) * "<array>".utf8.count
        #expect(refusal(xml) == "the property list nests deeper than 64 levels at byte \(stop)")
        #expect(refusal(String(repeating: "<array>", count: 64) + String(repeating: "</array>", count: 64)) == nil)
    }

    @Test(arguments: [
        "<plist><dict><key>a</key></dict></plist>", "<plist><dict><string>a</string></dict></plist>",
        "<plist><array></dict></plist>", "<plist><integer>1.5</integer></plist>", "<plist><real>x</real></plist>",
        "<plist><date>2024-13-01T00:00:00Z</date></plist>", "<plist><data>!!</data></plist>",
        "<plist><string>a<b/></string></plist>", "<plist><true/></plist><more/>", "<plist><true/>",
        "<plist><unknown/></plist>", "<plist><key>a</key></plist>", "<plist></plist>", "<plist/>", "plain text",
        "<plist><string>&</string></plist>",
    ])
    func damageIsRefusedWithAReason(xml: String) {
        #expect(refusal(xml)?.isEmpty == false)
    }

    @Test func textThatIsNotUTF8IsRefused() {
        var data = Data("<plist><string>".utf8)
        data += Data([0xC3, 0x28])
        data += Data("</string></plist>".utf8)
        #expect(throws: XMLPropertyListReader.Failure.self) { try XMLPropertyListReader.read(data) }
    }

    @Test func aDamagedFileKeepsWhatWasReadBeforeTheDamage() {
        let damaged = """
            <plist><dict><key>session</key><dict><key>isLoggedIn</key><false/>
            <key>email</key><string>ada@example.com</string><key>bookmarks</key><array><dict><key>id</key>
            """
        do {
            _ = try read(damaged)
            Issue.record("a truncated file was read")
        } catch {
            #expect(error.partial?["session"]?["isLoggedIn"] == .boolean(false))
            #expect(error.partial?["session"]?["email"] == .string("ada@example.com"))
        }
    }

    @Test func leniencyReadsAValueThatDoesNotParseAsEmptyData() throws {
        let xml = "<plist><dict><key>when</key><date>yesterday</date><key>flag</key><false/></dict></plist>"
        #expect(throws: XMLPropertyListReader.Failure.self) { try read(xml) }
        let value = try XMLPropertyListReader.read(Data(xml.utf8), lenient: true)
        #expect(value["when"] == .data(Data()))
        #expect(value["flag"] == .boolean(false))
    }
}
