import Foundation

/// multipart/form-data (RFC 7578): each part after `--boundary` and CRLF,
/// its headers, a blank line, its bytes and CRLF; `--boundary--` and CRLF
/// last. A name or file name has `"`, CR and LF percent-encoded, as browsers
/// do, so no value can end its header or start another part's.
enum MultipartBody {
    enum Part: Equatable {
        case field(name: String, value: String)
        case file(name: String, filename: String, data: Data)
    }

    static func encode(_ parts: [Part], boundary: String) -> Data {
        var body = Data()
        for part in parts {
            body.append(Data("--\(boundary)\r\n".utf8))
            switch part {
            case .field(let name, let value):
                body.append(Data("Content-Disposition: form-data; name=\"\(quoted(name))\"\r\n\r\n".utf8))
                body.append(Data(value.utf8))
            case .file(let name, let filename, let data):
                body.append(Data("Content-Disposition: form-data; name=\"\(quoted(name))\"; filename=\"\(quoted(filename))\"\r\n".utf8))
                body.append(Data("Content-Type: application/octet-stream\r\n\r\n".utf8))
                body.append(data)
            }
            body.append(Data("\r\n".utf8))
        }
        body.append(Data("--\(boundary)--\r\n".utf8))
        return body
    }

    static func quoted(_ text: String) -> String {
        text.replacingOccurrences(of: "\"", with: "%22").replacingOccurrences(of: "\r", with: "%0D").replacingOccurrences(of: "\n", with: "%0A")
    }
}
