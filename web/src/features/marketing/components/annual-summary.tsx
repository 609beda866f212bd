import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { SectionHeading } from "../../../components/section-heading";
import { useCountUp } from "./use-count-up";
import { useInView } from "./use-in-view";
import { useReducedMotion } from "./use-reduced-motion";

/** Static marketing figures from spec section 2; counters run 2.75 s after a delay of 5 s. */
const stats = [
  { title: "Total Shop", end: 10000, suffix: "", caption: "21% more than last month" },
  { title: "Products Shipped", end: 50000, suffix: "", caption: "34% more than last month" },
  { title: "Tasks done", end: 96, suffix: "%", caption: "92% positive Rating" },
];
const DURATION_S = 2.75;
const DELAY_S = 5;

function Counter({ end, suffix, start, instant }: { end: number; suffix: string; start: boolean; instant: boolean }) {
  const value = useCountUp(end, { duration: DURATION_S, delay: DELAY_S, start, instant });
  return (
    <>
      {value}
      {suffix}
    </>
  );
}

export function AnnualSummary() {
  const { ref, inView } = useInView<HTMLDivElement>();
  const reducedMotion = useReducedMotion();
  return (
    <Box component="section" aria-labelledby="summary-title">
      <SectionHeading id="summary-title" title="Our Annual Summary">
        A year of building, fixing and shipping with our customers.
      </SectionHeading>
      <Box
        ref={ref}
        component="ul"
        sx={{
          listStyle: "none",
          m: 0,
          p: 0,
          display: "grid",
          gridTemplateColumns: { xs: "1fr", sm: "repeat(3, 1fr)" },
          gap: 3,
        }}
      >
        {stats.map((stat) => (
          <Box
            component="li"
            key={stat.title}
            sx={{
              bgcolor: "background.paper",
              border: "1px solid #E5E0D8",
              boxShadow: "inset 0 5px 0 #C2410C",
              borderRadius: 3,
              p: 3,
              textAlign: "center",
            }}
          >
            <Typography
              component="h3"
              sx={{ fontWeight: 700, color: "text.secondary", textTransform: "uppercase", letterSpacing: "0.08em" }}
            >
              {stat.title}
            </Typography>
            <Typography
              component="p"
              sx={{
                fontSize: { xs: "2.5rem", md: "3rem" },
                fontWeight: 800,
                fontVariantNumeric: "tabular-nums",
                my: 1,
              }}
            >
              <Counter end={stat.end} suffix={stat.suffix} start={inView} instant={reducedMotion} />
            </Typography>
            <Typography sx={{ color: "success.main", fontWeight: 600 }}>{stat.caption}</Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
