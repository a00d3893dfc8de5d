import Testing

@testable import scaffold

@Suite struct RouteParameterTests {
    @Test func textAndWholeNumbersAreAccepted() throws {
        let text = try RouteParameter("colophonID:String")
        #expect(text.name == "colophonID")
        #expect(text.kind == .string)
        #expect(text.declaration == "colophonID: String")
        #expect(text.kind.argument("colophonID") == ".text(colophonID)")
        let number = try RouteParameter("issueNumber:Int")
        #expect(number.kind.specifier == "%lld")
        #expect(number.kind.argument("issueNumber") == ".number(issueNumber)")
    }

    @Test func theLabelIsTheWordsOfTheName() throws {
        #expect(try RouteParameter("colophonID:String").label == "Colophon ID")
        #expect(try RouteParameter("count:Int").label == "Count")
    }

    @Test(arguments: ["id:Double", "id:UUID", "id:string", "id: String", "id:", ":String", "ID:String", "in:Int"])
    func anythingElseIsRefused(raw: String) {
        #expect(throws: ScaffoldError.self) { try RouteParameter(raw) }
    }

    @Test func theRefusalNamesTheTypesThatAreAccepted() {
        #expect {
            try RouteParameter("when:Date")
        } throws: { error in
            "\(error)".contains(
                "cannot be written in through the String Catalog, which takes text (String, %@) and "
                    + "whole numbers (Int, %lld)")
        }
    }
}
