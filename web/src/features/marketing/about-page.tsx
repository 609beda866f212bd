import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { PageBanner } from "../../components/layout/page-banner";
import { PageContainer } from "../../components/layout/page-container";
import { useReducedMotion } from "./components/use-reduced-motion";

const promises = [
  {
    title: "Customer service from people who use tools",
    text: "Call or write and you reach someone from our shop floor, not a script. We help you pick the right drill bit, the right saw blade or the right size of wrench before you buy.",
  },
  {
    title: "Satisfaction guarantee",
    text: "If a tool does not do the job you bought it for, bring it back within 30 days for a replacement or a full refund. Our hand tools carry a lifetime guarantee against breakage.",
  },
  {
    title: "Tested before it is stocked",
    text: "Every tool on our shelves has been used on a real project by our own team. If we would not hand it to a friend, we do not sell it.",
  },
];

/** About: 'About us' banner and a looping video beside the welcome text. */
export function AboutPage() {
  const reducedMotion = useReducedMotion();
  return (
    <>
      <title>About us · Home Tools</title>
      <PageBanner title="About us">A family-owned tool shop, fixing homes since 2011.</PageBanner>
      <PageContainer>
        <Box
          sx={{
            display: "grid",
            gridTemplateColumns: { xs: "1fr", md: "1fr 1fr" },
            gap: { xs: 4, md: 6 },
            alignItems: "center",
          }}
        >
          <Box sx={{ borderRadius: 4, overflow: "hidden", bgcolor: "#1B1F23", aspectRatio: "16 / 9", boxShadow: 4 }}>
            {reducedMotion ? (
              <Box
                component="img"
                src="/media/hero-poster.jpg"
                alt=""
                sx={{ width: "100%", height: "100%", objectFit: "cover" }}
              />
            ) : (
              <Box
                component="video"
                autoPlay
                muted
                loop
                playsInline
                poster="/media/hero-poster.jpg"
                aria-hidden="true"
                tabIndex={-1}
                sx={{ width: "100%", height: "100%", objectFit: "cover", display: "block" }}
              >
                <source src="/media/hero.mp4" type="video/mp4" />
              </Box>
            )}
          </Box>
          <div>
            <Typography variant="h4" component="h2">
              Welcome to Home Tools
            </Typography>
            <Typography sx={{ mt: 2, fontSize: "1.1rem" }}>
              We are a family-owned tool shop. It started in 2011 as a small counter in our garage, where a father and
              his two daughters sharpened chisels and lent ladders to the neighbours. Today we ship hammers, drills,
              saws and measuring tools to homeowners all over the country, and we still answer the phone ourselves.
            </Typography>
            <Typography sx={{ mt: 2, color: "text.secondary" }}>
              Whether you are hanging your first shelf or rebuilding a staircase, we want you to finish the job with the
              right tool in your hand and a little more confidence than when you started.
            </Typography>
          </div>
        </Box>
        <Box
          component="ul"
          sx={{
            listStyle: "none",
            p: 0,
            m: 0,
            mt: { xs: 6, md: 8 },
            display: "grid",
            gridTemplateColumns: { xs: "1fr", md: "repeat(3, 1fr)" },
            gap: 3,
          }}
        >
          {promises.map((item) => (
            <Box
              component="li"
              key={item.title}
              sx={{
                bgcolor: "background.paper",
                borderRadius: 3,
                p: 3,
                border: "1px solid #E5E0D8",
                boxShadow: "inset 5px 0 0 #C2410C",
              }}
            >
              <Typography variant="h6" component="h3">
                {item.title}
              </Typography>
              <Typography sx={{ mt: 1, color: "text.secondary" }}>{item.text}</Typography>
            </Box>
          ))}
        </Box>
      </PageContainer>
    </>
  );
}
