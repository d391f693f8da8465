package dev.starling.core.query;

import dev.starling.core.query.answer.CompactNodes;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.databind.node.TextNode;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class CompactNodesTest {

    private static final ObjectMapper PLAIN = new ObjectMapper();
    private static final ObjectMapper COMPACT = new ObjectMapper().setNodeFactory(CompactNodes.FACTORY);

    private static String wide(int members) {
        StringBuilder json = new StringBuilder("{");
        for (int i = 0; i < members; i++) {
            json.append(i == 0 ? "" : ",").append("\"m").append(members - i).append("\":").append(i);
        }
        return json.append('}').toString();
    }

    @Test
    void readsTheSameTreeInTheSameOrderAsJacksonsOwnNodes() throws Exception {
        for (String json : List.of("{}", "{\"a\":1,\"b\":{\"c\":[1,{\"d\":null}]}}", wide(12), wide(13), wide(500),
                "[{\"id\":\"1\",\"text\":\"a\"},{\"x\":{}}]", "{\"a\":1,\"a\":2}")) {
            JsonNode compact = COMPACT.readTree(json);
            JsonNode plain = PLAIN.readTree(json);
            assertThat(compact).as(json).isEqualTo(plain);
            assertThat(plain).as(json).isEqualTo(compact);
            assertThat(compact.hashCode()).isEqualTo(plain.hashCode());
            assertThat(compact.toString()).isEqualTo(plain.toString());
            assertThat(COMPACT.writerWithDefaultPrettyPrinter().writeValueAsString(compact))
                    .isEqualTo(PLAIN.writerWithDefaultPrettyPrinter().writeValueAsString(plain));
        }
        assertThat(COMPACT.readTree(wide(500)).get("m1").asInt()).isEqualTo(499);
    }

    @Test
    void changesLikeAnOrderedMapWhileSmallAndAfterGrowing() throws Exception {
        for (int members : List.of(3, 12, 20)) {
            ObjectNode compact = (ObjectNode) COMPACT.readTree(wide(members));
            ObjectNode plain = (ObjectNode) PLAIN.readTree(wide(members));
            for (ObjectNode node : List.of(compact, plain)) {
                node.put("m2", "changed");
                node.remove("m1");
                node.put("new", true);
                node.set("m3", null);
                Iterator<Map.Entry<String, JsonNode>> members2 = node.fields();
                members2.next();
                members2.remove(); // the first member
                node.properties().iterator().next().setValue(TextNode.valueOf("set"));
            }
            assertThat(compact).as("%d members", members).isEqualTo(plain);
            List<String> order = new ArrayList<>();
            compact.forEachEntry((name, value) -> order.add(name));
            List<String> plainOrder = new ArrayList<>();
            plain.fieldNames().forEachRemaining(plainOrder::add);
            assertThat(order).isEqualTo(plainOrder);
            assertThat(compact.deepCopy()).isEqualTo(plain);
            compact.removeAll();
            assertThat(compact).isEqualTo(PLAIN.createObjectNode());
        }
    }
}
